/**
 * The way from the graph browser to the participant view (issue 8): one link per ticked PID,
 * so a manager who spots a PID in the graph can open its progress and reliable change.
 */
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/locale.ts';
import { pickedParticipants, type PidSelection } from '../selection.ts';

export function ProgressLinks({ selection }: { selection: PidSelection }) {
  const { t } = useTranslation('manager');
  const { prefix } = useLocale();
  const participants = pickedParticipants(selection);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="progress-links-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="progress-links-title">
          {t('graphs.progressTitle')}
        </Title>
        {participants.length === 0 ? (
          <Text size="sm">{t('graphs.progressHint')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 2, xs: 3, lg: 2 }} spacing="xs" verticalSpacing={4}>
            {participants.map(({ id, pid }) => (
              <Anchor key={id} component={Link} to={`${prefix}/manager/participants/${encodeURIComponent(id)}`}>
                {t('graphs.progressLink', { pid })}
              </Anchor>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
