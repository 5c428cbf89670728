/**
 * On `/`, for a participant whose survey link was used or has expired: why they are here, in
 * their survey language, above a login that is not for them (participant/closed-link-note.ts).
 */
import { Alert } from '@mantine/core';
import { useEffect, useState } from 'react';
import { closedLinkNotice, forgetClosedLink } from '../../../participant/closed-link-note.ts';

export function ClosedLinkNotice() {
  const [notice] = useState(() => closedLinkNotice());
  useEffect(() => {
    if (notice) forgetClosedLink();
  }, [notice]);
  if (!notice) return null;
  return (
    <Alert role="alert" color="yellow" variant="light" lang={notice.language} w="100%" maw={420}>
      {notice.text}
    </Alert>
  );
}
