import { IconBook, IconCoffee, IconConfetti, IconHeartbeat, IconTrendingUp, IconUsersGroup } from '@tabler/icons-react';
import type { Feature } from '@/components/sections/feature-grid';

/** What everyone on the team gets, shown under 'Benefits of Working with Us' on /career. */
export const CAREER_BENEFITS: readonly Feature[] = [
  { icon: IconConfetti, title: 'Festival Bonuses', description: 'Two festival bonuses a year, on top of a competitive salary.' },
  { icon: IconTrendingUp, title: 'Yearly Review', description: 'A salary review every year and a bonus tied to your results.' },
  { icon: IconHeartbeat, title: 'Health Insurance', description: 'Cover for you and your family from your first month.' },
  { icon: IconBook, title: 'Learning Budget', description: 'Paid training, conference tickets and certification exams.' },
  { icon: IconCoffee, title: 'Lunch and Snacks', description: 'Lunch and evening snacks at our Banani office, every working day.' },
  { icon: IconUsersGroup, title: 'Real Mentoring', description: 'Senior people who review your work and help you grow.' },
];
