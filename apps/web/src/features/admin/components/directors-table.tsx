/**
 * The directors found (directors-list.tsx), each with their e-mail, number of centers, status
 * and buttons: a table where the screen leaves it room, and on a phone, or a tablet where the side
 * menu takes the rest, a card per director, as the PID list does (pid-table.tsx), so that a
 * director's buttons are in sight beside their name without scrolling sideways. Only the layout
 * that fits is rendered, so the focus helpers' data attributes find one button per director.
 */
import type { Director } from '@romtrack/shared/contracts/directors';
import { Badge, Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BusyButton } from '../../../components/busy-button.tsx';
import { showAlert } from '../../../lib/alerts.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useMutateOnce } from '../../../lib/one-at-a-time.ts';
import { useWiderThan } from '../../../lib/use-wider-than.ts';
import { useSetDirectorActive } from '../api/director-access.ts';

/**
 * The table's designed width (the admin screens are in English only): its name and e-mail break
 * anywhere, its buttons and badges are kept whole (rt-whole-labels). A laptop leaves it 960 px, a
 * 1024 px window 720 px; a 768 or 800 px tablet beside the menu, 464 or 496 px, gets cards.
 */
const TABLE_WIDTH_REM = 40;

export interface DirectorsTableProps {
  directors: readonly Director[];
  busy: boolean;
  onDeactivate(director: Director): void;
  onHandOver(director: Director): void;
}

/**
 * A director's Deactivate (which asks first, in a dialog) or Reactivate (at once) button, one
 * button in both states, which takes the focus back when a dialog closes. Each director has their
 * own reactivation, sent once at a time: with one for the whole list, reactivating a second
 * director before the first had answered left the first's button idle and its outcome, even a
 * failure, unsaid.
 */
function AccessButton({ director, onDeactivate }: { director: Director; onDeactivate(): void }) {
  const { t } = useTranslation('admin');
  const reactivation = useSetDirectorActive();
  const send = useMutateOnce(reactivation);

  function reactivate() {
    void send(
      { id: director.id, active: true },
      {
        onSuccess: () => showAlert(t('directors.reactivated_done', { name: director.name }), 'success'),
        // Which director and that nothing changed, as the deactivation's failure says; then why.
        onError: (error) =>
          showAlert(
            t('directors.notReactivated', {
              name: director.name,
              reason: errorText(error, { NOT_FOUND: t('directors.gone') }),
            }),
            'danger',
          ),
      },
    );
  }

  return (
    <BusyButton
      data-director-access={director.id}
      variant="outline"
      color={director.active ? 'red.9' : undefined}
      size="xs"
      busy={reactivation.isPending}
      aria-label={t(director.active ? 'directors.deactivateLabel' : 'directors.reactivateLabel', {
        name: director.name,
      })}
      onClick={director.active ? onDeactivate : reactivate}
    >
      {director.active ? t('directors.deactivate') : t('directors.reactivate')}
    </BusyButton>
  );
}

/** A director's buttons, each naming the director for screen readers ("Deactivate Ana Ortega"). */
function DirectorActions({
  director,
  onDeactivate,
  onHandOver,
}: { director: Director } & Pick<DirectorsTableProps, 'onDeactivate' | 'onHandOver'>) {
  const { t } = useTranslation('admin');
  return (
    <Group gap="xs">
      <AccessButton director={director} onDeactivate={() => onDeactivate(director)} />
      {!director.active && director.centers > 0 && (
        <Button
          data-director-hand-over={director.id}
          variant="outline"
          size="xs"
          aria-label={t('handOver.label', { name: director.name })}
          onClick={() => onHandOver(director)}
        >
          {t('handOver.button')}
        </Button>
      )}
    </Group>
  );
}

/** Active or Deactivated: dark text and border on the page's white, so the contrast holds for both. */
function StatusBadge({ director }: { director: Director }) {
  const { t } = useTranslation('admin');
  return (
    <Badge variant="outline" color={director.active ? 'teal.9' : 'gray.8'}>
      {director.active ? t('directors.active') : t('directors.deactivated')}
    </Badge>
  );
}

export function DirectorsTable(props: DirectorsTableProps) {
  const [box, wide] = useWiderThan(TABLE_WIDTH_REM);
  return (
    <div ref={box}>
      {wide === undefined ? null : wide ? <DirectorRowsTable {...props} /> : <DirectorCards {...props} />}
    </div>
  );
}

function DirectorCards(props: DirectorsTableProps) {
  const { t } = useTranslation('admin');
  return (
    // Named as the table is captioned. A card's line of buttons wraps, as a PID card's does.
    <Stack
      component="ul"
      gap="sm"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('directors.tableCaption')}
      aria-busy={props.busy}
    >
      {props.directors.map((director) => (
        <Card component="li" key={director.id} withBorder padding="sm">
          <Stack gap={6}>
            {/* A name or e-mail without spaces breaks rather than widening the card past the screen. */}
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {director.name}
            </Text>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {director.email}
            </Text>
            <Group gap="xs">
              <StatusBadge director={director} />
              <Text size="sm">{t('directors.centersCount', { count: director.centers })}</Text>
            </Group>
            <DirectorActions director={director} {...props} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function DirectorRowsTable(props: DirectorsTableProps) {
  const { t } = useTranslation('admin');
  return (
    // Shown only where the box is this wide: content wider still (a reader's larger default font
    // with a narrow window) scrolls inside the box, never the page.
    <Table.ScrollContainer minWidth={`${TABLE_WIDTH_REM}rem`} type="native" className="rt-whole-labels">
      <Table verticalSpacing="sm" withTableBorder aria-busy={props.busy}>
        <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
          <VisuallyHidden>{t('directors.tableCaption')}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('directors.colName')}</Table.Th>
            <Table.Th scope="col">{t('directors.colEmail')}</Table.Th>
            <Table.Th scope="col">{t('directors.colCenters')}</Table.Th>
            <Table.Th scope="col">{t('directors.colStatus')}</Table.Th>
            <Table.Th scope="col">{t('directors.colAction')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.directors.map((director) => (
            <Table.Tr key={director.id}>
              {/* A name without spaces (up to 200 characters) breaks, as the e-mail does, instead of
                  widening its column and pushing the row's button far out of sight. */}
              <Table.Th scope="row" fw="normal" style={{ overflowWrap: 'anywhere' }}>
                {director.name}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{director.email}</Table.Td>
              <Table.Td>{director.centers}</Table.Td>
              <Table.Td>
                <StatusBadge director={director} />
              </Table.Td>
              <Table.Td>
                <DirectorActions director={director} {...props} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
