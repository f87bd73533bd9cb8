import { IconEye, IconHeartHandshake, IconMessages, IconShieldCheck, IconTarget, IconTestPipe } from '@tabler/icons-react';
import type { Feature } from '@/components/sections/feature-grid';

/** The four promises under 'How We Work with Every Client' on the company overview. */
export const COMPANY_VALUES: readonly Feature[] = [
  { icon: IconMessages, title: 'Clear Communication', description: 'One project lead, weekly updates and plain language, never jargon.' },
  { icon: IconHeartHandshake, title: 'Partnership', description: 'We measure our work by your results and stay long after launch.' },
  { icon: IconShieldCheck, title: 'Safe and Secure', description: 'Security, privacy and backups are part of every project from day one.' },
  { icon: IconTestPipe, title: 'Passion for Testing', description: 'Every release is tested on real devices before it reaches your customers.' },
];

/** Vision and mission, side by side on navy; the vision's heading names the section. */
export const COMPANY_AIMS = [
  { id: 'vision', icon: IconEye, title: 'Our Vision', text: 'To be the most trusted technology partner for growing businesses in Bangladesh, known for software that is reliable, accessible and a pleasure to use.' },
  { id: 'mission', icon: IconTarget, title: 'Our Mission', text: 'To help every client grow with honest advice, careful engineering and support that continues long after launch, and to develop local talent that builds world-class products.' },
] as const;
