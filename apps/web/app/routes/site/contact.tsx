import { contactMessage } from '@vizitas/shared/api/public/site';
import { Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { data, useActionData, useNavigation, useRouteLoaderData } from 'react-router';
import { BRAND, format, generatePath, messages } from '@vizitas/shared';
import '~/features/account/components/account.css';
import { assertSameOrigin, failure, formFields } from '~/lib/server/page-helpers.server';
import { ContactForm } from '~/features/contact/components/contact-form';
import { CopyEmailButton } from '~/features/contact/components/copy-email-button';
import { Icon } from '~/components/chrome/icons';
import '~/features/contact/components/contact.css';
import { seo } from '~/lib/seo';
import type { loader as rootLoader } from '~/root';
import type { Route } from './+types/contact';

const t = messages.contact;
const FORM_ID = 'kontaktu-forma';

export function loader({ context }: Route.LoaderArgs) {
  return { url: `${context.origin}/susisiekti` };
}

/** The form's post: checked and sent by `POST /api/public/contact`; the values come back on an error. */
export async function action({ request, context }: Route.ActionArgs) {
  assertSameOrigin(request, context);
  const values = formFields(await request.formData(), ['name', 'email', 'message']);
  const result = await context.call(contactMessage, { body: values });
  if (!result.ok) return failure(result, { values });
  return data({ ok: true as const, email: result.data.email });
}

export function meta({ data }: Route.MetaArgs) {
  return seo({
    title: format(t.metaTitle, { brand: BRAND.name }),
    description: t.text,
    url: data?.url ?? '/susisiekti',
  });
}

function Sent({ email }: { email: string }) {
  return (
    <Stack gap="sm" role="status" data-testid="contact-sent">
      <Title order={2} fz="xl">
        {t.sent.title}
      </Title>
      <Text>{format(t.sent.text, { email })}</Text>
      <div>
        <Button component="a" href={generatePath('contact')} variant="light">
          {t.sent.another}
        </Button>
      </div>
    </Stack>
  );
}

/** `/susisiekti`: the platform's address and a form that mails the platform (issue 5 item 7). */
export default function Contact() {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const user = useRouteLoaderData<typeof rootLoader>('root')?.pageContext.user ?? null;
  const failed = actionData && !actionData.ok ? actionData : undefined;

  return (
    <Container size="sm" py="xl" className="vz-contact">
      <Stack gap="lg">
        <Card withBorder radius="lg" padding="xl">
          <Stack gap="sm">
            <Title order={1} className="vz-page-title">
              {t.title}
            </Title>
            <Text>{t.text}</Text>
            <Group gap="xs" wrap="nowrap" className="vz-contact__email">
              <Text span c="dimmed" fz="sm">
                {t.emailLabel}:
              </Text>
              <Anchor href={`mailto:${t.email}`} fw={600}>
                {t.email}
              </Anchor>
              <CopyEmailButton email={t.email} />
            </Group>
            {actionData?.ok ? null : (
              <div>
                <a href={`#${FORM_ID}`} className="vz-scroll-trigger vz-contact__to-form">
                  <Icon name="arrowDown" size={16} />
                  {t.toForm}
                </a>
              </div>
            )}
          </Stack>
        </Card>

        <Card withBorder radius="lg" padding="xl" id={FORM_ID} className="vz-contact__form-card">
          {actionData?.ok ? (
            <Sent email={actionData.email} />
          ) : (
            <Stack gap="md">
              <div>
                <Title order={2} fz="xl">
                  {t.form.title}
                </Title>
                <Text c="dimmed" fz="sm" mt={4}>
                  {t.form.text}
                </Text>
              </div>
              <ContactForm
                defaults={{ name: user?.name ?? '', email: user?.email ?? '' }}
                values={failed?.values}
                serverErrors={failed?.error.fields}
                formError={failed && !failed.error.fields ? failed.error.message : null}
                busy={navigation.state === 'submitting'}
              />
            </Stack>
          )}
        </Card>
      </Stack>
    </Container>
  );
}
