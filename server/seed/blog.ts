import { FIGURE_HEIGHT, FIGURE_WIDTH } from './scenes.ts';

export interface PostSeed {
  slug: string;
  title: string;
  featured: boolean;
  /** ISO timestamp; fixed dates so the blog reads the same on every machine. */
  created_at: string;
  /** Caption of the in-article figure, drawn as `storage/blog/<slug>-figure.svg`. */
  figure: string;
  content: string;
}

export const postThumbnail = (slug: string) => `storage/blog/${slug}.svg`;
export const postFigure = (slug: string) => `storage/blog/${slug}-figure.svg`;

function figure(slug: string, caption: string): string {
  return `<figure><img src="/${postFigure(slug)}" alt="${caption}" width="${FIGURE_WIDTH}" height="${FIGURE_HEIGHT}" loading="lazy"><figcaption>${caption}</figcaption></figure>`;
}

function post(seed: Omit<PostSeed, 'content'> & { body: (figureHtml: string) => string }): PostSeed {
  const { body, ...rest } = seed;
  return { ...rest, content: body(figure(seed.slug, seed.figure)) };
}

export const POSTS: readonly PostSeed[] = [
  post({
    slug: 'how-we-cut-page-load-time-by-70-percent',
    title: "How We Cut a Client's Page Load Time by 70%",
    featured: true,
    created_at: '2026-11-18T06:30:00.000Z',
    figure: 'Largest Contentful Paint before and after the rebuild',
    body: (fig) => `
<p>When Dhaka Crafts asked us why their shop felt slow, the honest answer was: we did not know yet. So before touching any code, we measured. Three weeks later the home page loaded in 1.4 seconds on a mid-range Android phone over 4G, down from 4.8 seconds.</p>
<h2>Where the time went</h2>
<p>We recorded real visits with the browser's performance panel and collected field data from the Chrome UX Report. <strong>62%</strong> of the bytes were images, most of them served at four times the size they were shown. The rest was a theme that loaded every script on every page.</p>
${fig}
<h3>What we changed</h3>
<ol>
<li>Served responsive images in AVIF and WebP with explicit width and height, so the layout stopped jumping.</li>
<li>Split the JavaScript by page and deferred the chat widget until the visitor scrolled.</li>
<li>Self-hosted the fonts and preloaded only the two weights above the fold.</li>
<li>Put the shop behind a CDN with a one-year cache on hashed assets.</li>
</ol>
<pre><code>&lt;img src="hero-800.avif"
     srcset="hero-400.avif 400w, hero-800.avif 800w, hero-1600.avif 1600w"
     sizes="(max-width: 768px) 100vw, 50vw"
     width="800" height="420" loading="lazy" alt="Nakshi kantha cushion covers"&gt;</code></pre>
<h3>The numbers</h3>
<table>
<thead><tr><th>Metric</th><th>Before</th><th>After</th></tr></thead>
<tbody>
<tr><td>Largest Contentful Paint</td><td>4.8 s</td><td>1.4 s</td></tr>
<tr><td>Total page weight</td><td>5.2 MB</td><td>1.1 MB</td></tr>
<tr><td>Cumulative Layout Shift</td><td>0.31</td><td>0.02</td></tr>
<tr><td>Mobile conversion rate</td><td>0.9%</td><td>1.6%</td></tr>
</tbody>
</table>
<blockquote><p>Measure first, then fix the biggest thing. Then measure again.</p></blockquote>
<p>None of this needed a redesign. If you want the details behind these metrics, Google's guide to <a href="https://web.dev/articles/vitals">Core Web Vitals</a> is the best place to start, and we are always happy to look at your site with you.</p>`,
  }),
  post({
    slug: 'flutter-vs-react-native-2026',
    title: 'Choosing Between Flutter and React Native in 2026',
    featured: false,
    created_at: '2026-11-04T06:30:00.000Z',
    figure: 'One codebase, two stores: how a cross-platform release flows',
    body: (fig) => `
<p>Clients ask us this question every month. Both frameworks are mature, both ship to the App Store and Google Play from one codebase, and we have built production apps with each. The right choice depends on your team, your design system and the native features you need on day one.</p>
<h2>What actually differs</h2>
<p>Flutter draws every pixel itself, so an app looks identical on a five-year-old Android phone and the newest iPhone. React Native uses the platform's own components, so it feels native by default and shares knowledge with a React web team.</p>
<table>
<thead><tr><th>Question</th><th>Flutter</th><th>React Native</th></tr></thead>
<tbody>
<tr><td>Language</td><td>Dart</td><td>TypeScript</td></tr>
<tr><td>Pixel-identical UI across devices</td><td>Yes</td><td>Mostly</td></tr>
<tr><td>Share code with a React website</td><td>No</td><td>Yes</td></tr>
<tr><td>Hiring pool in Dhaka</td><td>Growing fast</td><td>Large</td></tr>
</tbody>
</table>
${fig}
<h3>Our rule of thumb</h3>
<ul>
<li>Choose <strong>Flutter</strong> for a heavily branded app, custom animation, or when no web team will touch the code.</li>
<li>Choose <strong>React Native</strong> when you already have React developers or want to share validation and API code with the website.</li>
<li>Choose <strong>native</strong> (Kotlin and Swift) for apps that live on Bluetooth, background location or the camera.</li>
</ul>
<blockquote><p>The framework matters less than the discipline around it: automated builds, crash reporting and a release checklist.</p></blockquote>
<p>Read the <a href="https://docs.flutter.dev/">Flutter documentation</a> and the <a href="https://reactnative.dev/docs/getting-started">React Native guide</a> side by side for an afternoon; the one your team enjoys reading is usually the right pick.</p>`,
  }),
  post({
    slug: 'practical-guide-bkash-payment-integration',
    title: 'A Practical Guide to bKash Payment Integration',
    featured: true,
    created_at: '2026-10-21T06:30:00.000Z',
    figure: 'The tokenised checkout flow between your shop, bKash and the customer',
    body: (fig) => `
<p>bKash is how most of Bangladesh pays online, so nearly every e-commerce project we build integrates it. The tokenised checkout API is well designed, but a few details decide whether your reconciliation is painless or a monthly headache.</p>
<h2>The flow in four calls</h2>
<ol>
<li><strong>Grant token</strong>: exchange your app key and secret for a short-lived token, and cache it until it expires.</li>
<li><strong>Create payment</strong>: send the amount, your invoice number and a callback URL; redirect the customer to the URL you get back.</li>
<li><strong>Execute payment</strong>: when the customer returns, execute the payment with its payment ID.</li>
<li><strong>Query payment</strong>: if execute times out, ask for the status instead of charging again.</li>
</ol>
${fig}
<pre><code>POST /tokenized/checkout/create
{
  "mode": "0011",
  "payerReference": "01711XXXXXX",
  "callbackURL": "https://shop.example.com/payments/bkash/callback",
  "amount": "1250.00",
  "currency": "BDT",
  "intent": "sale",
  "merchantInvoiceNumber": "INV-2026-10-0042"
}</code></pre>
<h3>Lessons from production</h3>
<ul>
<li>Make the callback idempotent: customers refresh, and browsers retry.</li>
<li>Store the bKash transaction ID beside your order before you show a thank-you page.</li>
<li>Run a nightly job that compares your orders with the merchant report.</li>
</ul>
<blockquote><p>A payment you cannot reconcile is a support ticket waiting to happen.</p></blockquote>
<p>Start with the sandbox credentials from the <a href="https://developer.bka.sh/">bKash developer portal</a>, and test refunds as carefully as payments.</p>`,
  }),
  post({
    slug: 'what-a-good-software-estimate-looks-like',
    title: 'What a Good Software Estimate Looks Like',
    featured: false,
    created_at: '2026-10-07T06:30:00.000Z',
    figure: 'Estimate ranges narrowing as the project is understood',
    body: (fig) => `
<p>An estimate is a range with reasons, not a single number. After fifteen years of quoting projects, the estimates that held up all shared the same shape.</p>
<h2>Four things every estimate should contain</h2>
<ul>
<li><strong>Scope in the client's words</strong>: the screens, roles and reports, listed so both sides can tick them off.</li>
<li><strong>A range</strong>: a likely figure and a cautious one, with what would push it from one to the other.</li>
<li><strong>Assumptions</strong>: who provides content, which third-party APIs exist, how fast feedback comes back.</li>
<li><strong>What is not included</strong>: hosting, app store fees, data entry, ongoing marketing.</li>
</ul>
${fig}
<h3>How we get there</h3>
<ol>
<li>A one-hour discovery call, then a written summary the client corrects.</li>
<li>A breakdown into features of no more than three days each.</li>
<li>A second engineer estimates independently; big gaps become questions.</li>
</ol>
<blockquote><p>If two engineers disagree by a factor of two, the requirement is unclear, not the engineers.</p></blockquote>
<p>We wrote more about this in our <a href="/contact">free consultation</a> notes: bring your idea and we will give you a range and the reasons behind it.</p>`,
  }),
  post({
    slug: 'accessibility-is-a-feature',
    title: 'Accessibility Is a Feature Your Customers Notice',
    featured: true,
    created_at: '2026-09-23T06:30:00.000Z',
    figure: 'Contrast, focus and labels: the three checks that catch most problems',
    body: (fig) => `
<p>One in seven people lives with a disability, and every one of us is temporarily impaired at some point: bright sunlight on a phone, a broken arm, a slow connection. Accessible websites are simply easier to use.</p>
<h2>Start with three checks</h2>
<ol>
<li><strong>Contrast</strong>: body text needs a contrast ratio of at least 4.5:1 against its background.</li>
<li><strong>Keyboard</strong>: every link, button and form field must be reachable with Tab and visibly focused.</li>
<li><strong>Labels</strong>: every input has a label, every image has useful alt text or an empty one if decorative.</li>
</ol>
${fig}
<h3>Small code, big difference</h3>
<pre><code>&lt;label for="phone"&gt;Phone number&lt;/label&gt;
&lt;input id="phone" name="phone" type="tel" autocomplete="tel" required&gt;</code></pre>
<p>Native HTML elements carry accessibility for free. A <code>&lt;button&gt;</code> is focusable and announces itself; a clickable <code>&lt;div&gt;</code> does neither.</p>
<blockquote><p>We run an automated audit on every page before launch, and then we unplug the mouse.</p></blockquote>
<p>The <a href="https://www.w3.org/WAI/standards-guidelines/wcag/">WCAG overview</a> from the W3C explains the full guidelines in plain language.</p>`,
  }),
  post({
    slug: 'local-seo-checklist-for-dhaka-businesses',
    title: 'Local SEO for Dhaka Businesses: A Checklist',
    featured: false,
    created_at: '2026-09-09T06:30:00.000Z',
    figure: 'Where local customers find you: maps, search and reviews',
    body: (fig) => `
<p>When someone searches for "laptop repair Banani" or "best tailor in Dhanmondi", Google shows a map with three businesses before any website. Being one of those three is worth more than any banner ad.</p>
<h2>The checklist</h2>
<ul>
<li>Claim and verify your Google Business Profile, with the exact name on your signboard.</li>
<li>Use the same address and phone number everywhere: website footer, Facebook page, directories.</li>
<li>Choose the most specific primary category, then add secondary ones.</li>
<li>Add real photos of your shop, team and work every month.</li>
<li>Ask happy customers for reviews, and answer every review, good or bad.</li>
</ul>
${fig}
<h3>On your website</h3>
<p>Give each branch its own page with opening hours, a map and directions from a well-known landmark. Write in both Bangla and English if your customers search in both.</p>
<pre><code>&lt;script type="application/ld+json"&gt;
{ "@context": "https://schema.org", "@type": "LocalBusiness",
  "name": "ITBD", "telephone": "+8801712345678",
  "address": { "@type": "PostalAddress", "addressLocality": "Banani, Dhaka" } }
&lt;/script&gt;</code></pre>
<blockquote><p>Consistency beats cleverness: the same details everywhere tell search engines you are real.</p></blockquote>
<p>Google's own <a href="https://support.google.com/business/">Business Profile help</a> covers verification step by step.</p>`,
  }),
  post({
    slug: 'when-wordpress-is-the-right-choice',
    title: "When WordPress Is the Right Choice (and When It Isn't)",
    featured: true,
    created_at: '2026-08-26T06:30:00.000Z',
    figure: 'Choosing a platform by who edits the content and how often',
    body: (fig) => `
<p>WordPress powers a large share of the web, and roughly a third of the websites we deliver. It is a superb choice for some projects and the wrong one for others.</p>
<h2>WordPress shines when</h2>
<ul>
<li>Your team publishes news, blog posts or product pages every week without a developer.</li>
<li>You need a shop quickly and WooCommerce covers your payment and shipping needs.</li>
<li>The budget favours proven plugins over custom development.</li>
</ul>
<h2>Look elsewhere when</h2>
<ul>
<li>The site is really an application: dashboards, complex roles, heavy business rules.</li>
<li>You need to serve tens of thousands of logged-in users at once.</li>
<li>Compliance requires tight control over every dependency.</li>
</ul>
${fig}
<h3>Keeping WordPress healthy</h3>
<ol>
<li>Use a small set of maintained plugins, and remove the ones you do not use.</li>
<li>Update weekly, with automatic backups before each update.</li>
<li>Put a web application firewall and a CDN in front of it.</li>
</ol>
<pre><code>wp plugin list --update=available
wp core update &amp;&amp; wp plugin update --all</code></pre>
<blockquote><p>Most hacked WordPress sites we rescue were running a plugin nobody remembered installing.</p></blockquote>
<p>The <a href="https://developer.wordpress.org/advanced-administration/security/hardening/">WordPress hardening guide</a> is short and worth reading.</p>`,
  }),
  post({
    slug: 'designing-bangla-typography-for-the-web',
    title: 'Designing Bangla Typography for the Web',
    featured: false,
    created_at: '2026-08-12T06:30:00.000Z',
    figure: 'Line height and conjuncts: Bangla needs more room than Latin text',
    body: (fig) => `
<p>Bangla script has conjunct letters, vowel signs above and below the baseline, and the matra line that ties a word together. Typography tuned for English often clips or crowds it.</p>
<h2>Practical settings</h2>
<ul>
<li>Give Bangla text a line height of about 1.7, compared with 1.5 for English.</li>
<li>Pick a font designed for screens, such as Noto Sans Bengali or Hind Siliguri.</li>
<li>Avoid letter-spacing on Bangla headings: it breaks the matra.</li>
<li>Set the <code>lang="bn"</code> attribute so browsers choose the right shaping and hyphenation.</li>
</ul>
${fig}
<h3>Mixing scripts</h3>
<p>Bilingual pages look best when both fonts share a similar x-height and weight. Load the Bangla font only for the characters you need with a unicode range.</p>
<pre><code>@font-face {
  font-family: "Noto Sans Bengali";
  src: url("/fonts/noto-sans-bengali.woff2") format("woff2");
  unicode-range: U+0980-09FF;
  font-display: swap;
}</code></pre>
<blockquote><p>Test with real Bangla content, never with lorem ipsum: conjuncts are where layouts break.</p></blockquote>
<p>Google Fonts' <a href="https://fonts.google.com/noto/specimen/Noto+Sans+Bengali">Noto Sans Bengali specimen</a> is a good place to compare weights.</p>`,
  }),
  post({
    slug: 'erp-data-migration-plan',
    title: 'Why Your ERP Project Needs a Data Migration Plan',
    featured: true,
    created_at: '2026-07-29T06:30:00.000Z',
    figure: 'Extract, clean, load, reconcile: the four stages of a migration',
    body: (fig) => `
<p>The software is rarely what delays an ERP launch. The data is. Years of spreadsheets, duplicate customers and stock counts nobody trusts all have to arrive in the new system, correct, on go-live day.</p>
<h2>A plan in four stages</h2>
<ol>
<li><strong>Extract</strong> every source: old software, spreadsheets, even paper ledgers.</li>
<li><strong>Clean</strong>: merge duplicate customers and suppliers, fix units, agree on product codes.</li>
<li><strong>Load</strong> into a test copy of the ERP, as many times as needed.</li>
<li><strong>Reconcile</strong>: opening balances and stock must match the old books to the taka.</li>
</ol>
${fig}
<h3>What to migrate</h3>
<ul>
<li>Master data: products, customers, suppliers, chart of accounts.</li>
<li>Open items: unpaid invoices, open purchase orders, current stock.</li>
<li>History only as far back as reports really need, often one or two years.</li>
</ul>
<pre><code>SELECT product_code, COUNT(*) AS copies
FROM legacy_products
GROUP BY product_code
HAVING COUNT(*) &gt; 1;</code></pre>
<blockquote><p>Karim Traders found 1,140 duplicate products before go-live. Finding them afterwards would have cost months.</p></blockquote>
<p>See how we approached this in our <a href="/portfolio">portfolio</a>, and ask us for our migration checklist.</p>`,
  }),
  post({
    slug: 'building-apps-for-slow-networks',
    title: 'Building Apps That Work on Slow Networks',
    featured: false,
    created_at: '2026-07-15T06:30:00.000Z',
    figure: 'Offline-first: the app reads and writes locally, then syncs',
    body: (fig) => `
<p>Many of our users are riders, shopkeepers and students outside Dhaka, on patchy 3G or sharing a connection. An app that spins forever loses them.</p>
<h2>Design for the worst connection</h2>
<ul>
<li>Show cached data immediately, then refresh in the background.</li>
<li>Queue actions such as a delivery confirmation and send them when the network returns.</li>
<li>Keep API responses small: paginate, compress and drop fields the screen does not use.</li>
</ul>
${fig}
<h3>Test it like your users live it</h3>
<ol>
<li>Throttle to "Slow 3G" in developer tools during every demo.</li>
<li>Turn on airplane mode halfway through a form.</li>
<li>Measure the app size: every megabyte costs a user money.</li>
</ol>
<pre><code>final response = await http
    .get(uri)
    .timeout(const Duration(seconds: 8));</code></pre>
<blockquote><p>Courier Ache riders confirm deliveries in basements and lifts; the app has to assume it is offline.</p></blockquote>
<p>The <a href="https://web.dev/learn/pwa/offline-data">offline data guide</a> on web.dev applies to native apps as much as to the web.</p>`,
  }),
  post({
    slug: 'fifteen-years-of-itbd',
    title: 'Fifteen Years of ITBD: What We Learned',
    featured: false,
    created_at: '2026-06-30T06:30:00.000Z',
    figure: 'From a two-person studio to more than 500 delivered projects',
    body: (fig) => `
<p>ITBD started fifteen years ago in a rented room in Dhaka with two computers and one client. Today we are a team of more than sixty, we have delivered over 500 projects, and we run six sister concerns from Boi Ache to Kaz Ache.</p>
<h2>What stayed the same</h2>
<ul>
<li>We still answer the phone, and clients still talk to the people who build their product.</li>
<li>We still show working software every week.</li>
<li>We still say no to projects we cannot do well.</li>
</ul>
${fig}
<h2>What changed</h2>
<ol>
<li>Automated tests and code review on every project, not just the big ones.</li>
<li>Design systems instead of one-off page designs.</li>
<li>Long-term support contracts, because launch day is the start, not the end.</li>
</ol>
<h3>Thank you</h3>
<p>To our clients, many of whom have been with us for over a decade, and to everyone who has worked at ITBD: thank you.</p>
<blockquote><p>Good software is built by people who are allowed to care about it.</p></blockquote>
<p>Want to be part of the next fifteen years? See our <a href="/career">open positions</a>.</p>`,
  }),
  post({
    slug: 'brand-identity-checklist-for-startups',
    title: 'A Simple Brand Identity Checklist for Startups',
    featured: false,
    created_at: '2026-06-16T06:30:00.000Z',
    figure: 'Logo, colour, type and voice: a brand on one page',
    body: (fig) => `
<p>A startup does not need a fifty-page brand book. It needs a handful of decisions, written down, so the website, the Facebook page and the pitch deck look like they belong to the same company.</p>
<h2>The one-page brand</h2>
<ul>
<li><strong>Logo</strong> in full colour, one colour and reversed, plus a square version for app icons.</li>
<li><strong>Colours</strong>: one primary, one accent, and neutrals, with their HEX values.</li>
<li><strong>Type</strong>: one typeface for headings and one for text, in Bangla and English.</li>
<li><strong>Voice</strong>: three words that describe how you speak, and three you avoid.</li>
</ul>
${fig}
<h3>Our palette, as an example</h3>
<table>
<thead><tr><th>Role</th><th>Colour</th><th>HEX</th></tr></thead>
<tbody>
<tr><td>Primary</td><td>ITBD Blue</td><td>#0B63B6</td></tr>
<tr><td>Dark</td><td>Navy</td><td>#0A1F44</td></tr>
<tr><td>Accent</td><td>Warm Amber</td><td>#F59E0B</td></tr>
</tbody>
</table>
<pre><code>:root {
  --brand-primary: #0B63B6;
  --brand-dark: #0A1F44;
  --brand-accent: #F59E0B;
}</code></pre>
<blockquote><p>Consistency builds recognition long before a brand builds love.</p></blockquote>
<p>Our <a href="/services/graphic-design">graphic design team</a> can turn these decisions into a starter kit in two weeks.</p>`,
  }),
];
