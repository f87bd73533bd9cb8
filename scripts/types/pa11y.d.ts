/** pa11y ships no types; this is the part of its API scripts/checks/a11y.ts uses. */
declare module 'pa11y' {
  interface Pa11yIssue {
    code: string;
    type: 'error' | 'warning' | 'notice';
    message: string;
    selector: string;
    context: string;
    runner: string;
  }
  /** A puppeteer browser pa11y opens its page in (and leaves open). */
  export interface Pa11yBrowser {
    close(): Promise<void>;
  }
  interface Pa11yOptions {
    browser?: Pa11yBrowser;
    /** Steps run before the check, e.g. 'set field #email to x', 'click element button', 'wait for path to be /a'. */
    actions?: string[];
    runners?: string[];
    standard?: 'WCAG2A' | 'WCAG2AA' | 'WCAG2AAA';
    includeWarnings?: boolean;
    includeNotices?: boolean;
    timeout?: number;
    wait?: number;
    ignore?: string[];
    viewport?: { width: number; height: number };
    chromeLaunchConfig?: { executablePath?: string; args?: string[] };
  }
  export default function pa11y(url: string, options?: Pa11yOptions): Promise<{ pageUrl: string; issues: Pa11yIssue[] }>;
}
