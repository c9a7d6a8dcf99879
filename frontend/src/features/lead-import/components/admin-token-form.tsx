import '@mantine/core/styles/PasswordInput.css';
import { Button, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { saveAdminToken } from '../api/admin-token.ts';

const noSubscription = () => () => undefined;

/** Asks for the staff token; it is kept in this tab's sessionStorage only. Shown again after any 401. */
export function AdminTokenForm({ rejected }: { rejected: boolean }) {
  // The prerendered form stays disabled until React runs: submitted earlier, the browser would just reload the page.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const empty = value.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!empty) saveAdminToken(value.trim());
  };
  return (
    <Paper component="form" onSubmit={submit} maw={480} noValidate aria-labelledby="admin-token-title">
      <Stack gap="md">
        <Title order={2} id="admin-token-title" fz="h3">
          Staff access
        </Title>
        <Text size="sm" c="dimmed">
          This page reads lead files and writes to the lead database. Enter the admin token to continue; it is kept for this browser tab only.
        </Text>
        <PasswordInput
          label="Admin token"
          autoComplete="current-password"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={touched && empty ? 'Enter the admin token' : rejected && !touched ? 'That token was not accepted; enter it again' : undefined}
          disabled={!hydrated}
        />
        <Button type="submit" disabled={!hydrated} leftSection={<IconLock size={16} aria-hidden />}>
          Unlock
        </Button>
      </Stack>
    </Paper>
  );
}
