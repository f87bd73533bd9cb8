import type { Figure } from './scenes.ts';

/** The in-article figure of each seed post, drawn as the chart or diagram its caption promises. */
export const POST_FIGURES: Record<string, Figure> = {
  'how-we-cut-page-load-time-by-70-percent': {
    kind: 'bars',
    unit: ' s',
    bars: [
      { label: 'Before the rebuild', value: 4.8, good: false },
      { label: 'After the rebuild', value: 1.4, good: true },
    ],
  },
  'flutter-vs-react-native-2026': { kind: 'flow', steps: ['One codebase', 'Build both apps', 'Test on devices', 'Play Store and App Store'] },
  'practical-guide-bkash-payment-integration': { kind: 'flow', steps: ['Customer checks out', 'Your shop gets a token', 'bKash confirms', 'Order is paid'] },
  'what-a-good-software-estimate-looks-like': {
    kind: 'range',
    unit: ' wk',
    points: [
      { label: 'First call', low: 8, high: 24 },
      { label: 'After discovery', low: 12, high: 18 },
      { label: 'After design', low: 13, high: 16 },
      { label: 'Mid-build', low: 14, high: 15 },
    ],
  },
  'accessibility-is-a-feature': { kind: 'flow', steps: ['Contrast', 'Keyboard focus', 'Form labels'] },
  'local-seo-checklist-for-dhaka-businesses': { kind: 'flow', steps: ['Google Maps profile', 'Local search', 'Customer reviews'] },
  'when-wordpress-is-the-right-choice': { kind: 'flow', steps: ['Who edits?', 'How often?', 'WordPress or custom'] },
  'designing-bangla-typography-for-the-web': {
    kind: 'bars',
    unit: '',
    bars: [
      { label: 'Latin line height', value: 1.5 },
      { label: 'Bangla line height', value: 1.8, good: true },
    ],
  },
  'erp-data-migration-plan': { kind: 'flow', steps: ['Extract', 'Clean', 'Load', 'Reconcile'] },
  'building-apps-for-slow-networks': { kind: 'flow', steps: ['Read locally', 'Write locally', 'Sync when online'] },
  'fifteen-years-of-itbd': {
    kind: 'bars',
    unit: '+',
    bars: [
      { label: '2011', value: 10 },
      { label: '2015', value: 80 },
      { label: '2019', value: 220 },
      { label: '2023', value: 400 },
      { label: '2026', value: 500, good: true },
    ],
  },
  'brand-identity-checklist-for-startups': { kind: 'flow', steps: ['Logo', 'Colour', 'Type', 'Voice'] },
};
