import { Alert, Button, Modal } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router';
import { format, messages } from '@vizitas/shared';
import {
  operatorHelpArticleCreate,
  operatorHelpArticlesOrder,
  operatorHelpArticleUpdate,
} from '@vizitas/shared/api/operator/help-articles';
import {
  helpArticleInputSchema,
  type HelpArticleInput,
  type OperatorHelpArticle,
  type OperatorHelpArticles,
} from '@vizitas/shared/schemas/operator-help';
import { FormField } from '~/components/forms/form-field';
import { hasErrors, saveFailure, validateForm, type FieldErrorMap } from '~/components/forms/form-errors';
import { showToast } from '~/components/toasts/toast';
import { ApiError } from '~/lib/api/json-api';
import { apiCall, errorMessage } from '~/lib/api/api-client';
import '~/components/forms/admin-fields.css';
import './help-editor.css';

const t = messages.operatorHelp;

const EMPTY: HelpArticleInput = { slug: '', title: '', summary: '', body: '', category: '', published: false };

function inputOf(article: OperatorHelpArticle): HelpArticleInput {
  const { slug, title, summary, body, category, published } = article;
  return { slug, title, summary, body, category, published };
}

/** A refused save's field errors; a taken address is the address field's. */
function fieldsOf(error: unknown): FieldErrorMap {
  const { fields } = saveFailure(error);
  return error instanceof ApiError && error.code === 'slug_taken' ? { ...fields, slug: [error.message] } : fields;
}

/** A new article (`article` null) or one changed: every field, validated as the API validates it. */
function ArticleDialog({
  opened,
  article,
  onClose,
}: {
  opened: boolean;
  article: OperatorHelpArticle | null;
  onClose: (saved: boolean) => void;
}) {
  const [draft, setDraft] = useState<HelpArticleInput>(EMPTY);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setDraft(article ? inputOf(article) : EMPTY);
    setErrors({});
    setProblem(null);
  }, [opened, article]);
  // A field typed again loses its old error; the next save checks it anew.
  const set = <K extends keyof HelpArticleInput>(key: K, value: HelpArticleInput[K]) => {
    setDraft((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!current[key]) return current;
      const { [key]: _typed, ...rest } = current;
      return rest;
    });
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateForm(helpArticleInputSchema, draft);
    setErrors(found);
    if (hasErrors(found)) return setProblem(t.fixErrors);
    setPending(true);
    try {
      const body = helpArticleInputSchema.parse(draft);
      if (article) await apiCall(operatorHelpArticleUpdate, { params: { id: article.id }, body });
      else await apiCall(operatorHelpArticleCreate, { body });
      showToast({ type: 'success', message: t.saved });
      onClose(true);
    } catch (error) {
      setErrors(fieldsOf(error));
      setProblem(errorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal
      opened={opened}
      onClose={pending ? () => undefined : () => onClose(false)}
      title={article ? t.editTitle : t.createTitle}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t.cancel }}
    >
      <form className="vz-admin-fields vz-oh-form" onSubmit={submit} noValidate>
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <FormField name="title" label={t.fields.title} variant="admin" errors={errors.title} required>
          {(control) => (
            <input
              {...control}
              value={draft.title}
              maxLength={200}
              onChange={(e) => set('title', e.target.value)}
              data-autofocus
            />
          )}
        </FormField>
        <FormField name="slug" label={t.fields.slug} variant="admin" errors={errors.slug} required>
          {(control) => <input {...control} value={draft.slug} maxLength={100} onChange={(e) => set('slug', e.target.value)} />}
        </FormField>
        <FormField name="summary" label={t.fields.summary} variant="admin" errors={errors.summary} required>
          {(control) => (
            <input {...control} value={draft.summary} maxLength={300} onChange={(e) => set('summary', e.target.value)} />
          )}
        </FormField>
        <FormField name="category" label={t.fields.category} variant="admin" errors={errors.category}>
          {(control) => (
            <input {...control} value={draft.category} maxLength={100} onChange={(e) => set('category', e.target.value)} />
          )}
        </FormField>
        <FormField
          name="body"
          label={t.fields.body}
          variant="admin"
          errors={errors.body}
          description={t.fields.bodyHint}
          required
        >
          {(control) => <textarea {...control} rows={10} value={draft.body} onChange={(e) => set('body', e.target.value)} />}
        </FormField>
        <label className="vz-oh-check">
          <input type="checkbox" checked={draft.published} onChange={(e) => set('published', e.target.checked)} />
          {t.fields.published}
        </label>
        <div className="vz-oh-buttons">
          <Button variant="default" onClick={() => onClose(false)} disabled={pending}>
            {t.cancel}
          </Button>
          <Button type="submit" color="pink.8" loading={pending}>
            {t.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** `/operatorius/pagalba`: every article in the list's order, drafts too; create, edit, move, publish. */
export function HelpEditorPage({ help }: { help: OperatorHelpArticles | null }) {
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<OperatorHelpArticle | null>(null);
  const [creating, setCreating] = useState(false);
  const [busy, setBusy] = useState(false);
  const articles = help?.articles ?? [];
  const run = async (work: () => Promise<unknown>, message: string) => {
    setBusy(true);
    try {
      await work();
      showToast({ type: 'success', message });
      await revalidator.revalidate();
    } catch (error) {
      showToast({ type: 'danger', message: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = articles.map((article) => article.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void run(() => apiCall(operatorHelpArticlesOrder, { body: { ids } }), t.orderSaved);
  };
  const togglePublished = (article: OperatorHelpArticle) =>
    void run(
      () =>
        apiCall(operatorHelpArticleUpdate, {
          params: { id: article.id },
          body: { ...inputOf(article), published: !article.published },
        }),
      t.saved,
    );
  return (
    <div className="vz-op-page">
      <header className="vz-oh-head">
        <div className="vz-op-page__head">
          <h1>{t.title}</h1>
          <p>{t.intro}</p>
        </div>
        <Button color="pink.8" onClick={() => setCreating(true)}>
          {t.create}
        </Button>
      </header>
      {help === null ? (
        <Alert color="red" role="alert">
          {t.loadFailed}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => revalidator.revalidate()}>
            {t.tryAgain}
          </Button>
        </Alert>
      ) : articles.length === 0 ? (
        <p className="vz-admin-notice">{t.empty}</p>
      ) : (
        <ol className="vz-oh-list">
          {articles.map((article, index) => (
            <li key={article.id} className="vz-oh-row">
              <div className="vz-oh-row__main">
                <p className="vz-oh-row__title">
                  <span>{article.title}</span>
                  <span className={article.published ? 'vz-op-badge vz-op-badge--published' : 'vz-op-badge'}>
                    {article.published ? t.published : t.draft}
                  </span>
                  {article.category ? <span className="vz-op-badge">{article.category}</span> : null}
                </p>
                <p className="vz-oh-row__summary">{article.summary}</p>
              </div>
              <div className="vz-oh-row__actions">
                <Button
                  variant="default"
                  disabled={busy || index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={format(t.upOf, { title: article.title })}
                >
                  {t.up}
                </Button>
                <Button
                  variant="default"
                  disabled={busy || index === articles.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={format(t.downOf, { title: article.title })}
                >
                  {t.down}
                </Button>
                <Button variant="default" disabled={busy} onClick={() => togglePublished(article)}>
                  {article.published ? t.unpublish : t.publish}
                </Button>
                <Button
                  color="pink.8"
                  onClick={() => setEditing(article)}
                  aria-label={format(t.editOf, { title: article.title })}
                >
                  {t.edit}
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <ArticleDialog
        opened={creating || editing !== null}
        article={editing}
        onClose={(saved) => {
          setCreating(false);
          setEditing(null);
          if (saved) void revalidator.revalidate();
        }}
      />
    </div>
  );
}
