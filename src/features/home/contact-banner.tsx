import { IconArrowRight } from '@tabler/icons-react';
import { ButtonLink } from '@/components/button-link';
import classes from '@/features/home/home.module.css';
import { blockPadding } from '@/components/layout-grid/layout-grid';
import markup from '@/styles/markup.module.css';

/** The banner 'Start Working With Our Technical Experts' (SPEC §2). */
export function ContactBanner() {
  return (
    <section aria-labelledby="banner-title" {...blockPadding(56, 72, classes.banner)}>
      <div className={markup.container}>
        <div className={classes.bannerRow}>
          <div className={classes.bannerText}>
            <h2 id="banner-title" className={`${markup.h2} ${classes.bannerTitle}`}>
              Start Working With Our Technical Experts
            </h2>
            <p className={`${markup.text} ${markup.fzLg} ${classes.bannerLead}`}>
              Tell us what you need. You get a plan, a price and a timeline within two working days.
            </p>
          </div>
          <ButtonLink
            to="/contact"
            size="lg"
            color="accent.4"
            c="navy.9"
            rightSection={<IconArrowRight size={18} aria-hidden />}
          >
            Contact Now
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
