import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandX,
  IconBrandYoutube,
  type IconProps,
} from '@tabler/icons-react';
import type { SocialLink } from '@/lib/site';

const ICONS = {
  facebook: IconBrandFacebook,
  linkedin: IconBrandLinkedin,
  youtube: IconBrandYoutube,
  x: IconBrandX,
  instagram: IconBrandInstagram,
} as const;

export function SocialIcon({ network, ...props }: { network: SocialLink['network'] } & IconProps) {
  const Icon = ICONS[network];
  return <Icon aria-hidden {...props} />;
}
