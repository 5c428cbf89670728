/**
 * On `/`, for a participant whose survey link did not load: why they are here, in their survey
 * language, above a login that is not for them, and for a link that may still be good, the way
 * back to it (participant/left-link-note.ts).
 */
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { forgetLeftLink, leftLinkNotice } from '../../../participant/left-link-note.ts';

export function LeftLinkNotice() {
  const [notice] = useState(() => leftLinkNotice());
  useEffect(() => {
    if (notice) forgetLeftLink();
  }, [notice]);
  if (!notice) return null;
  return (
    // Answers that arrived are news, not a warning: a status, in the colour of success.
    <Alert
      role={notice.done ? 'status' : 'alert'}
      color={notice.done ? 'teal' : 'yellow'}
      variant="light"
      lang={notice.language}
      w="100%"
      maw={420}
    >
      <Stack gap="xs">
        <Text size="sm">{notice.text}</Text>
        {notice.retry && (
          // A link, since it opens an address; as large as a button, for a thumb on a phone.
          <Button component="a" href={notice.retry.href} variant="default" size="sm" w="fit-content">
            {notice.retry.label}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
