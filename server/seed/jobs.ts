export interface JobSeed {
  job_title: string;
  department: string;
  employment_type: string;
  working_type: string;
  location: string;
  salary_range: string;
  /** Null shows the app's default ('2 Year+'). */
  experience: string | null;
  /** Days after seeding until the deadline; negative for a closed circular. */
  deadline_in_days: number;
  description: string;
}

function describe(about: string, responsibilities: string[], requirements: string[], benefits: string[]): string {
  const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
  return [
    '<h3>About the role</h3>',
    `<p>${about}</p>`,
    '<h3>Responsibilities</h3>',
    list(responsibilities),
    '<h3>Requirements</h3>',
    list(requirements),
    '<h3>What we offer</h3>',
    list(benefits),
  ].join('');
}

const BENEFITS = [
  'Two festival bonuses a year',
  'Lunch and evening snacks at the office',
  'Yearly salary review and performance bonus',
  'Health insurance for you and your family',
  'Paid training, conference tickets and certification exams',
];

export const JOBS: readonly JobSeed[] = [
  {
    job_title: 'Senior Laravel Developer',
    department: 'Engineering',
    employment_type: 'Full Time',
    working_type: 'On-site',
    location: 'Banani, Dhaka',
    salary_range: 'BDT 80,000 - 120,000',
    experience: '4 Year+',
    deadline_in_days: 45,
    description: describe(
      'Own the back ends of client products, from the first database sketch to production monitoring, in a team of five engineers.',
      [
        'Design and build REST APIs and admin panels with Laravel',
        'Model data in MySQL and keep queries fast as tables grow',
        'Review pull requests and mentor two junior developers',
        'Take part in estimates and client demos',
      ],
      [
        '4+ years of professional PHP, 3+ with Laravel',
        'Strong MySQL, queues and caching with Redis',
        'Experience with automated tests (PHPUnit or Pest)',
        'Good written English for client communication',
      ],
      BENEFITS,
    ),
  },
  {
    job_title: 'Flutter Developer',
    department: 'Engineering',
    employment_type: 'Full Time',
    working_type: 'Hybrid',
    location: 'Banani, Dhaka',
    salary_range: 'BDT 50,000 - 80,000',
    experience: '2 Year+',
    deadline_in_days: 30,
    description: describe(
      'Build cross-platform apps used by riders, merchants and students across Bangladesh, many of them on slow networks.',
      [
        'Build features end to end in Flutter, from UI to API integration',
        'Make apps work offline and sync reliably',
        'Publish releases to Google Play and the App Store',
      ],
      [
        '2+ years with Flutter and Dart',
        'State management with Riverpod or Bloc',
        'At least one published app you can show us',
      ],
      BENEFITS,
    ),
  },
  {
    job_title: 'UI/UX Designer',
    department: 'Design',
    employment_type: 'Full Time',
    working_type: 'Hybrid',
    location: 'Banani, Dhaka',
    salary_range: 'Negotiable',
    experience: null,
    deadline_in_days: 38,
    description: describe(
      'Design interfaces people enjoy, for websites, dashboards and mobile apps, working closely with engineers from the first sketch.',
      [
        'Run short discovery workshops with clients',
        'Turn requirements into flows, wireframes and polished Figma designs',
        'Maintain our design system and component library',
        'Test designs with real users and iterate',
      ],
      [
        'A portfolio showing your process, not only final screens',
        'Strong Figma skills, including auto layout and variables',
        'Understanding of accessibility and responsive design',
      ],
      BENEFITS,
    ),
  },
  {
    job_title: 'Digital Marketing Executive',
    department: 'Marketing',
    employment_type: 'Full Time',
    working_type: 'On-site',
    location: 'Banani, Dhaka',
    salary_range: 'BDT 30,000 - 45,000',
    experience: '1 Year+',
    deadline_in_days: 25,
    description: describe(
      'Plan and run campaigns on Facebook, Google and YouTube for our clients and our sister concerns, with budgets from ten thousand to ten lakh taka a month.',
      [
        'Set up and optimise paid campaigns with clear goals',
        'Write ad copy in Bangla and English',
        'Prepare monthly reports clients can understand',
      ],
      [
        '1+ year running Meta and Google Ads campaigns',
        'Comfort with Google Analytics 4 and Tag Manager',
        'Good sense for numbers and for words',
      ],
      BENEFITS,
    ),
  },
  {
    job_title: 'SQA Engineer',
    department: 'Quality Assurance',
    employment_type: 'Full Time',
    working_type: 'On-site',
    location: 'Banani, Dhaka',
    salary_range: 'BDT 40,000 - 65,000',
    experience: '2 Year+',
    deadline_in_days: 52,
    description: describe(
      'Keep our releases boring: find the bugs before clients do, and automate the checks that matter most.',
      [
        'Write test plans and test cases from requirements',
        'Automate end-to-end tests for web and mobile',
        'Run regression tests before every release',
        'Report bugs clearly and verify fixes',
      ],
      [
        '2+ years in software testing',
        'Experience with Playwright, Cypress or Appium',
        'Basic SQL and API testing with Postman',
      ],
      BENEFITS,
    ),
  },
  {
    job_title: 'Business Development Executive',
    department: 'Sales',
    employment_type: 'Full Time',
    working_type: 'On-site',
    location: 'Banani, Dhaka',
    salary_range: 'BDT 35,000 - 50,000 + commission',
    experience: '2 Year+',
    deadline_in_days: 34,
    description: describe(
      'Find and win new clients for web, app and business software projects, in Bangladesh and abroad.',
      [
        'Generate leads through networking, LinkedIn and referrals',
        'Run first meetings and understand client needs',
        'Prepare proposals with the engineering team',
      ],
      [
        '2+ years in B2B sales, ideally of software or IT services',
        'Confident presenting in Bangla and English',
        'A driving licence is a plus',
      ],
      BENEFITS,
    ),
  },
  {
    job_title: 'WordPress Developer (Intern)',
    department: 'Engineering',
    employment_type: 'Internship',
    working_type: 'On-site',
    location: 'Banani, Dhaka',
    salary_range: 'BDT 15,000 (stipend)',
    experience: 'Fresher',
    deadline_in_days: 60,
    description: describe(
      'A six-month paid internship building WordPress and WooCommerce sites with a senior developer beside you, with a full-time offer for strong interns.',
      [
        'Build pages and custom blocks from designs',
        'Set up WooCommerce shops with local payment gateways',
        'Keep client sites updated and backed up',
      ],
      [
        'HTML, CSS and basic PHP',
        'At least one site you built, even a personal one',
        'Curiosity and care for details',
      ],
      ['Monthly stipend', 'Mentoring from senior developers', 'Lunch at the office', 'Certificate and reference letter'],
    ),
  },
  {
    job_title: 'DevOps Engineer',
    department: 'Engineering',
    employment_type: 'Full Time',
    working_type: 'Remote',
    location: 'Dhaka (Remote)',
    salary_range: 'BDT 90,000 - 130,000',
    experience: '3 Year+',
    deadline_in_days: -10,
    description: describe(
      'Run the servers, pipelines and monitoring behind more than a hundred client applications. This circular is closed.',
      ['Automate deployments', 'Monitor uptime and costs'],
      ['3+ years with Linux, Docker and CI/CD'],
      BENEFITS,
    ),
  },
];
