import { Alert, Button, Text } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { format, messages } from '@vizitas/shared';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  type NotificationChannel,
  type NotificationTopic,
} from '@vizitas/shared/schemas/notification-settings';
import { FormAlert } from '~/components/forms/form-alert';
import { showToast } from '~/components/toasts/toast';
import { errorMessage } from '~/lib/api/api-client';
import { fetchNotificationSettings, saveNotificationSettings, type NotificationSettings } from '~/features/reminders/api/reminders-api';
import './reminders.css';

const t = messages.notificationSettings;

export const NOTIFICATION_SETTINGS_ID = 'pranesimu-nustatymai';

/**
 * The notification settings of the profile (docs/decisions/028), for customers and business
 * members alike: a table of topics × channels, loaded and saved in the browser by route name.
 */
export function NotificationSettingsCard() {
  const [settings, setSettings] = useState<NotificationSettings['settings'] | null>(null);
  const [state, setState] = useState<'loading' | 'failed' | 'ready' | 'saving'>('loading');
  const [problem, setProblem] = useState<string | null>(null);
  const load = () => {
    setState('loading');
    const controller = new AbortController();
    fetchNotificationSettings(controller.signal)
      .then((answer) => {
        setSettings(answer.settings);
        setState('ready');
      })
      .catch((error: unknown) => {
        if ((error as Error).name !== 'AbortError') setState('failed');
      });
    return () => controller.abort();
  };
  useEffect(load, []);

  const toggle = (topic: NotificationTopic, channel: NotificationChannel) =>
    setSettings((current) => (current ? { ...current, [topic]: { ...current[topic], [channel]: !current[topic][channel] } } : current));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!settings) return;
    setState('saving');
    setProblem(null);
    saveNotificationSettings({ settings })
      .then((answer) => {
        setSettings(answer.settings);
        setState('ready');
        showToast({ type: 'success', message: t.saved });
      })
      .catch((error: unknown) => {
        setState('ready');
        setProblem(errorMessage(error) || t.failed);
      });
  };

  if (!settings) {
    return state === 'failed' ? (
      <Alert color="red" role="alert">
        <p>{t.loadFailed}</p>
        <Button variant="white" color="red" mt="xs" onClick={load}>
          {messages.adminCatalogue.retry}
        </Button>
      </Alert>
    ) : (
      <Text role="status" c="dimmed">
        {t.loading}
      </Text>
    );
  }
  return (
    <form onSubmit={submit} noValidate data-testid="notification-settings">
      <Text fz="sm" mb="sm">
        {t.intro}
      </Text>
      <FormAlert kind="error">{problem}</FormAlert>
      <table className="vz-notification-settings">
        <thead>
          <tr>
            <th scope="col">
              <span className="vz-visually-hidden">{t.topic}</span>
            </th>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <th key={channel} scope="col">
                {t.channels[channel]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_TOPICS.map((topic) => (
            <tr key={topic}>
              <th scope="row">
                {t.topics[topic]}
                <span className="vz-notification-settings__hint">{t.topicHints[topic]}</span>
              </th>
              {NOTIFICATION_CHANNELS.map((channel) => (
                <td key={channel}>
                  <input
                    type="checkbox"
                    name={`${topic}.${channel}`}
                    checked={settings[topic][channel]}
                    onChange={() => toggle(topic, channel)}
                    aria-label={format(t.cellLabel, { topic: t.topics[topic], channel: t.channels[channel] })}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <Text fz="xs" c="dimmed" mt="xs" mb="md">
        {t.pushHint}
      </Text>
      <Button type="submit" loading={state === 'saving'}>
        {t.save}
      </Button>
    </form>
  );
}
