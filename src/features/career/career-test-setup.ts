import { beforeEach, vi } from 'vitest';
import { preloadRouteChunks } from '@/test/render';

/** Before the fixture jobs' deadlines (December 2026), so their positions and forms stay open whenever the suite runs. */
const BEFORE_THE_DEADLINES = new Date('2026-11-22T06:00:00Z');

/** The file's tests render `routeId` on a day before the fixture jobs' deadlines (only Date is faked). */
export function setUpCareerRoute(routeId: Parameters<typeof preloadRouteChunks>[0]) {
  preloadRouteChunks(routeId);
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(BEFORE_THE_DEADLINES);
  });
}
