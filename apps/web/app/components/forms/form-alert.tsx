import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** A message above a form: an error of the whole form, or a success. */
export function FormAlert({ kind, children }: { kind: 'error' | 'success' | 'info'; children: ReactNode }) {
  if (!children) return null;
  const color = kind === 'error' ? 'red' : kind === 'success' ? 'teal' : 'blue';
  return (
    <Alert color={color} variant="light" role={kind === 'error' ? 'alert' : 'status'} mb="md">
      {children}
    </Alert>
  );
}
