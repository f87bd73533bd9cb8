export interface TestimonialSeed {
  name: string;
  designation: string;
  description: string;
  rating: number;
}

export const TESTIMONIALS: readonly TestimonialSeed[] = [
  {
    name: 'Farhana Rahman',
    designation: 'Managing Director, Rahman Textiles',
    description:
      'ITBD rebuilt our ordering system in eight weeks. Orders that used to take a full day to confirm now take ten minutes, and our buyers in Europe can see production status themselves.',
    rating: 5,
  },
  {
    name: 'James Whitfield',
    designation: 'Founder, Northbound Travel (UK)',
    description:
      'Clear estimates, weekly demos and a launch on the promised date. Working across a six-hour time difference never felt like a problem. Rare and welcome.',
    rating: 5,
  },
  {
    name: 'Tanvir Ahmed',
    designation: 'CTO, PayKori',
    description:
      'Their team understood fintech compliance better than vendors twice their size. The audit trail they designed passed our bank partner review on the first attempt.',
    rating: 5,
  },
  {
    name: 'Shirin Akter',
    designation: 'Owner, Dhaka Crafts',
    description:
      'Our WooCommerce shop finally loads quickly on mobile data, and international orders doubled in the first season. They also trained my staff to manage products on their own.',
    rating: 4,
  },
  {
    name: 'Mohammad Karim',
    designation: 'Chairman, Karim Traders',
    description:
      'We replaced four spreadsheets and two old programs with one ERP. Month-end closing went from nine days to two. Support answers on WhatsApp even on Fridays.',
    rating: 5,
  },
  {
    name: 'Anika Schneider',
    designation: 'Product Lead, Lernwerk GmbH (Germany)',
    description:
      'ITBD took over a half-finished Flutter app, stabilised it and shipped it to both stores within a quarter. Good engineering, honest communication.',
    rating: 4,
  },
  {
    name: 'Rashed Chowdhury',
    designation: 'Marketing Head, Green Harvest Agro',
    description:
      'The digital marketing team grew our dealer enquiries by 70% in six months with search ads and content in Bangla. Every taka spent is in the monthly report.',
    rating: 5,
  },
];

export interface TeamSeed {
  section: string;
  /** No photos: the demo has no photographs of people, and the site draws a member without one as their initials. */
  members: ReadonlyArray<{ name: string; designation: string }>;
}

export const TEAM: readonly TeamSeed[] = [
  {
    section: 'Leadership',
    members: [
      { name: 'Mahmudul Hasan', designation: 'Founder & Chief Executive Officer' },
      { name: 'Nusrat Jahan', designation: 'Chief Operating Officer' },
      { name: 'Arif Chowdhury', designation: 'Chief Technology Officer' },
      { name: 'Salma Begum', designation: 'Head of Finance' },
      { name: 'Kamrul Islam', designation: 'Head of Business Development' },
      { name: 'Tahmina Sultana', designation: 'Head of People & Culture' },
    ],
  },
  {
    section: 'Engineering',
    members: [
      { name: 'Sabbir Hossain', designation: 'Lead Backend Engineer' },
      { name: 'Lamia Akter', designation: 'Senior Frontend Engineer' },
      { name: 'Imran Kabir', designation: 'Mobile Team Lead' },
      { name: 'Farzana Haque', designation: 'Senior Laravel Developer' },
      { name: 'Rakib Hasan', designation: 'DevOps Engineer' },
      { name: 'Nafisa Rahman', designation: 'QA Lead' },
      { name: 'Tanjim Ahmed', designation: 'Flutter Developer' },
      { name: 'Sadia Parvin', designation: 'WordPress Developer' },
    ],
  },
  {
    section: 'Design & Marketing',
    members: [
      { name: 'Rafiul Islam', designation: 'Head of Design' },
      { name: 'Mehjabin Chowdhury', designation: 'Senior UI/UX Designer' },
      { name: 'Ashraful Alam', designation: 'Graphic Designer' },
      { name: 'Jannatul Ferdous', designation: 'Digital Marketing Manager' },
      { name: 'Shakil Ahmed', designation: 'SEO Specialist' },
      { name: 'Riya Das', designation: 'Content Writer' },
      { name: 'Habibur Rahman', designation: 'Performance Marketing Executive' },
    ],
  },
];
