import { MantineProvider, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LightTd, LightTh, LightTr } from './light-table.tsx';

/** The markup with each tag's attributes in one order: the two render them in different orders. */
function markup(table: ReactNode): string {
  const html = renderToStaticMarkup(<MantineProvider>{table}</MantineProvider>);
  return html.replace(/<(\w+)((?:\s+[\w-]+(?:="[^"]*")?)*)\s*>/g, (_tag, name: string, attributes: string) => {
    const sorted = (attributes.match(/[\w-]+(?:="[^"]*")?/g) ?? []).sort();
    return `<${[name, ...sorted].join(' ')}>`;
  });
}

describe('the score tables’ light rows and cells', () => {
  // A Mantine upgrade that changes what its cells carry shows here, not as a table drawn wrong.
  it.each([false, true])('render as Mantine’s own Table.Tr, Th and Td (striped: %s)', (striped) => {
    const mantine = markup(
      <Table striped={striped} withTableBorder withColumnBorders>
        <Table.Tbody>
          <Table.Tr data-scale="pain">
            <Table.Th scope="row" style={{ fontWeight: 500 }}>
              Pain
            </Table.Th>
            <Table.Td style={{ textAlign: 'right' }} data-change="1-3">
              55.5
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>,
    );
    const light = markup(
      <Table striped={striped} withTableBorder withColumnBorders>
        <Table.Tbody>
          <LightTr striped={striped} data-scale="pain">
            <LightTh scope="row" style={{ fontWeight: 500 }}>
              Pain
            </LightTh>
            <LightTd style={{ textAlign: 'right' }} data-change="1-3">
              55.5
            </LightTd>
          </LightTr>
        </Table.Tbody>
      </Table>,
    );
    expect(light).toBe(mantine);
    expect(light).toContain('data-with-column-border="true"');
  });
});
