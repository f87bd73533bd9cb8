import { Table } from '@mantine/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { DataTable, Pager } from './section';

describe('DataTable', () => {
  it('names the table and its scrolling region, heads its columns, amounts set right, and an Actions column for the row buttons', () => {
    renderWithProviders(
      <DataTable label="Payouts" minWidth={820} columns={['Affiliate', { label: 'Amount', numeric: true }]} actions>
        <Table.Tr>
          <Table.Td>Rahim</Table.Td>
          <Table.Td ta="right">৳1,200</Table.Td>
          <Table.Td>
            <button type="button">Mark Paid</button>
          </Table.Td>
        </Table.Tr>
      </DataTable>,
    );
    expect(screen.getByRole('region', { name: 'Payouts (scrolls sideways)' })).toHaveAttribute('tabindex', '0');
    const table = screen.getByRole('table', { name: 'Payouts' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Affiliate', 'Amount', 'Actions']);
    expect(headers[1]).toHaveStyle({ textAlign: 'right' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
  });
});

describe('Pager', () => {
  it("names each page and the arrows for assistive tech, and is left out when there is one page", () => {
    const { unmount } = renderWithProviders(<Pager total={3} value={1} onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Page 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<Pager total={1} value={1} onChange={() => {}} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
