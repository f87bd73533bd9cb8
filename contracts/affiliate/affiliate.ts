import * as v from 'valibot';
import { Id, NumberLike, OptionalText } from '../shared.ts';

export const AffiliateProfile = v.object({
  id: v.optional(Id),
  name: v.string(),
  email: v.string(),
  phone: OptionalText,
  affiliateid: OptionalText,
  address: OptionalText,
  created_at: v.string(),
  /** Taka. */
  balance: v.optional(v.nullable(NumberLike), 0),
  /** Kept when absolute, otherwise on the provider host. */
  profile_image: OptionalText,
});
export type AffiliateProfile = v.InferOutput<typeof AffiliateProfile>;
