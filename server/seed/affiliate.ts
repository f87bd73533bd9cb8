export const DEMO_AFFILIATE = {
  name: 'Rahim Uddin',
  email: 'demo.affiliate@itbd.net',
  password: 'ItbdDemo2026',
  affiliateid: 'rahim-tech',
  phone: '+8801711000000',
  address: 'House 7, Road 3, Mirpur DOHS, Dhaka 1216',
  profile_image: 'storage/affiliates/rahim-uddin.svg',
  /** Joined this many days before seeding, just before the first transaction. */
  joined_days_ago: 185,
} as const;

export interface TransactionSeed {
  days_ago: number;
  description: string;
  /** Taka, positive; `type` says which way it went. */
  amount: number;
  type: 'credit' | 'debit';
}

const REFERRALS: ReadonlyArray<readonly [string, number]> = [
  ['ERP Software for Karim Traders', 4500],
  ['E-commerce website for Dhaka Crafts', 6200],
  ['POS Management for Fresh Mart', 3100.5],
  ['Pharmacy Software for Popular Medicine Corner', 3800],
  ['Corporate website for Green Harvest Agro', 2400],
  ['Courier Management for Swift Parcel BD', 5250],
  ['WordPress website for Sunrise Dental', 1800],
  ['Mobile app for Campus Rides', 7000],
  ['Digital marketing retainer for Urban Threads', 2750],
  ['Tailor Management for Bespoke Corner', 1950],
  ['Publication website for Prokashona', 3300],
  ['Graphic design package for Cha Time Cafe', 1200],
];

/**
 * About six months of activity: four referral commissions a month and a
 * payout to bKash near the start of each month for the month before, which
 * leaves a positive balance waiting for the next payout.
 */
export function demoTransactions(): TransactionSeed[] {
  const transactions: TransactionSeed[] = [];
  let referral = 0;
  for (let month = 0; month < 6; month += 1) {
    for (const day of [3, 10, 17, 25]) {
      const [client, amount] = REFERRALS[referral % REFERRALS.length]!;
      referral += 1;
      transactions.push({ days_ago: month * 30 + day, description: `Commission: ${client}`, amount, type: 'credit' });
    }
  }
  for (let month = 0; month < 5; month += 1) {
    transactions.push({
      days_ago: month * 30 + 1,
      description: 'Monthly payout to bKash 01711XXXXXX',
      amount: 12000 + (month % 2) * 2000,
      type: 'debit',
    });
  }
  return transactions.sort((a, b) => b.days_ago - a.days_ago);
}
