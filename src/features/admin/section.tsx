import { Alert, Button, Pagination, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { FORBIDDEN_MESSAGE, isForbidden, isStaffSessionEnded } from '@/api/admin-client';
import { isApiError } from '@/api/client';
import { capitalised } from '@/features/admin/words';

/** Refused for the staff member's role: said plainly, with no retry (it would be refused again). */
function Forbidden({ providerMessage }: { providerMessage: string | null }) {
  return (
    <Alert color="red" variant="light" icon={<IconLock aria-hidden />} title="Not Allowed" role="alert">
      <Text fz="sm">{FORBIDDEN_MESSAGE}</Text>
      {providerMessage && (
        <Text fz="sm" c="dimmed" mt={4}>
          The provider answered: {providerMessage}
        </Text>
      )}
    </Alert>
  );
}

/** Why a section could not load, with a retry; a refusal for the role, without. */
function SectionError({ error, message, onRetry }: { error: unknown; message: string; onRetry: () => void }) {
  if (isForbidden(error)) return <Forbidden providerMessage={isApiError(error) ? error.serverMessage : null} />;
  return (
    <Stack align="center" gap="sm" py="xl" ta="center" role="alert">
      <IconAlertTriangle size={32} stroke={1.5} color="var(--mantine-color-red-7)" aria-hidden />
      <Text fw={600} c="var(--mantine-color-error)">
        {message}
      </Text>
      <Button variant="light" onClick={onRetry}>
        Try Again
      </Button>
    </Stack>
  );
}

/** Placeholder rows the size of a table's, while its data loads. */
export function TableSkeleton({ rows = 6, label }: { rows?: number; label: string }) {
  return (
    <Stack gap={8} role="status" aria-label={label}>
      <Skeleton height={36} />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={44} />
      ))}
    </Stack>
  );
}

interface SectionProps {
  /** The section's placeholder while its query loads. */
  fallback: ReactNode;
  /** What failed, in the back office's words ('Failed to load leads.'). */
  errorMessage: string;
  children: ReactNode;
}

/**
 * One list or panel with its own loading and error state: a Suspense boundary for the
 * queries its children read with `useSuspenseQuery`, and an error boundary that resets
 * the failed queries on retry. An ended session keeps the placeholder while the staff
 * member is sent to the login.
 */
export function Section({ fallback, errorMessage: message, children }: SectionProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          fallbackRender={({ error, resetErrorBoundary }) =>
            isStaffSessionEnded(error) ? fallback : <SectionError error={error} message={message} onRetry={resetErrorBoundary} />
          }
        >
          <Suspense fallback={fallback}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

/** A column's heading; amounts and counts are set right, under a heading set right. */
type Column = string | { label: string; numeric: true };

interface DataTableProps {
  /** The table's name ('Jobs'); its scrolling region is '<label> (scrolls sideways)'. */
  label: string;
  /** The width below which it scrolls sideways rather than squeezing its columns. */
  minWidth: number;
  columns: readonly Column[];
  /** A last, unheaded column of each row's buttons (its heading is read as 'Actions'). */
  actions?: boolean;
  highlightOnHover?: boolean;
  /** The rows. */
  children: ReactNode;
}

/**
 * A back-office list as a table that scrolls sideways on narrow screens: its scrolling
 * region takes keyboard focus (arrow keys scroll it) and is named, even when nothing inside
 * it is focusable.
 */
export function DataTable({ label, minWidth, columns, actions = false, highlightOnHover = false, children }: DataTableProps) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': `${label} (scrolls sideways)` } }}
    >
      <Table verticalSpacing="sm" highlightOnHover={highlightOnHover} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <Table.Th key={column}>{column}</Table.Th>
              ) : (
                <Table.Th key={column.label} ta="right">
                  {column.label}
                </Table.Th>
              ),
            )}
            {actions && (
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A list's pages, each named for assistive tech ('Page 2', 'Next page'); nothing when there is one page. */
export function Pager({ total, value, onChange }: { total: number; value: number; onChange: (page: number) => void }) {
  if (total <= 1) return null;
  return (
    <Pagination
      total={total}
      value={value}
      onChange={onChange}
      getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
      getControlProps={(control) => ({ 'aria-label': `${capitalised(control)} page` })}
    />
  );
}
