import { IconBook, IconCoffee, IconConfetti, IconHeartbeat, IconTrendingUp, IconUsersGroup } from '@tabler/icons-react';

/** What everyone on the team gets, shown under 'Benefits of Working with Us' on /career. */
export const CAREER_BENEFITS = [
  { icon: IconConfetti, title: 'Festival Bonuses', text: 'Two festival bonuses a year, on top of a competitive salary.' },
  { icon: IconTrendingUp, title: 'Yearly Review', text: 'A salary review every year and a bonus tied to your results.' },
  { icon: IconHeartbeat, title: 'Health Insurance', text: 'Cover for you and your family from your first month.' },
  { icon: IconBook, title: 'Learning Budget', text: 'Paid training, conference tickets and certification exams.' },
  { icon: IconCoffee, title: 'Lunch and Snacks', text: 'Lunch and evening snacks at our Banani office, every working day.' },
  { icon: IconUsersGroup, title: 'Real Mentoring', text: 'Senior people who review your work and help you grow.' },
] as const;
