import { Alert, Button } from '@mantine/core';
import { useState } from 'react';
import { Form, Link, useRevalidator } from 'react-router';
import { CATEGORIES, CITIES, format, formatPhone, generatePath, messages } from '@vizitas/shared';
import { PIPELINE_STAGES, type Pipeline, type PipelineBusiness } from '@vizitas/shared/schemas/operator-pipeline';
import { FormField } from '~/components/forms/form-field';
import { contactText, formatDay } from '~/features/operator-pipeline/model/pipeline-format';
import { searchToParams, SEARCH_MAX_LENGTH, type PipelineSearch } from '~/features/operator-pipeline/model/pipeline-search';
import '~/components/forms/admin-fields.css';
import './operator-pipeline.css';
import { ContactDialog } from './contact-dialog';

const t = messages.operatorPipeline;

function pageHref(search: PipelineSearch, page: number): string {
  const query = searchToParams({ ...search, page }).toString();
  return `${generatePath('operator_businesses')}${query ? `?${query}` : ''}`;
}

function StageCounts({ pipeline, search }: { pipeline: Pipeline; search: PipelineSearch }) {
  const all = PIPELINE_STAGES.reduce((sum, stage) => sum + pipeline.stageCounts[stage], 0);
  const link = (stage: PipelineSearch['stage']) => pageHref({ ...search, stage, page: 1 }, 1);
  return (
    <ul className="vz-op-stages" aria-label={t.filters.stage}>
      <li>
        <Link to={link(null)} className="vz-op-stage" aria-current={search.stage === null ? 'true' : undefined}>
          <span className="vz-op-stage__count">{all}</span>
          <span className="vz-op-stage__name">{t.allStages}</span>
        </Link>
      </li>
      {PIPELINE_STAGES.map((stage) => (
        <li key={stage}>
          <Link
            to={link(stage)}
            className={`vz-op-stage vz-op-stage--${stage}`}
            aria-current={search.stage === stage ? 'true' : undefined}
            title={t.stageHints[stage]}
          >
            <span className="vz-op-stage__count">{pipeline.stageCounts[stage]}</span>
            <span className="vz-op-stage__name">{t.stages[stage]}</span>
          </Link>
        </li>
      ))}
      <li className="vz-op-stages__never">
        <span className="vz-op-stage vz-op-stage--static">
          <span className="vz-op-stage__count">{pipeline.neverContacted}</span>
          <span className="vz-op-stage__name">{t.neverContacted}</span>
        </span>
      </li>
    </ul>
  );
}

function Filters({ search }: { search: PipelineSearch }) {
  return (
    <Form
      method="get"
      action={generatePath('operator_businesses')}
      className="vz-op-filters vz-admin-fields"
      aria-label={t.filters.label}
    >
      <FormField name="etapas" label={t.filters.stage} variant="admin">
        {(control) => (
          <select {...control} defaultValue={search.stage ?? ''}>
            <option value="">{t.filters.all}</option>
            {PIPELINE_STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {t.stages[stage]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField name="miestas" label={t.filters.city} variant="admin">
        {(control) => (
          <select {...control} defaultValue={search.city ?? ''}>
            <option value="">{t.filters.all}</option>
            {CITIES.map((city) => (
              <option key={city.slug} value={city.slug}>
                {city.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField name="kategorija" label={t.filters.category} variant="admin">
        {(control) => (
          <select {...control} defaultValue={search.category ?? ''}>
            <option value="">{t.filters.all}</option>
            {CATEGORIES.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField name="planas" label={t.filters.plan} variant="admin">
        {(control) => (
          <select {...control} defaultValue={search.plan ?? ''}>
            <option value="">{t.filters.all}</option>
            <option value="free">{t.plans.free}</option>
            <option value="premium">{t.plans.premium}</option>
          </select>
        )}
      </FormField>
      <FormField name="q" label={t.filters.search} variant="admin" className="vz-op-filters__search">
        {(control) => (
          <input
            {...control}
            type="search"
            defaultValue={search.q}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={t.filters.searchPlaceholder}
          />
        )}
      </FormField>
      <div className="vz-op-filters__buttons">
        <Button type="submit" color="pink.8">
          {t.filters.apply}
        </Button>
        <Button component={Link} to={generatePath('operator_businesses')} variant="default">
          {t.filters.clear}
        </Button>
      </div>
    </Form>
  );
}

function BusinessRow({ business, onContact }: { business: PipelineBusiness; onContact: (business: PipelineBusiness) => void }) {
  const city = CITIES.find((c) => c.slug === business.city)?.name;
  return (
    <li className="vz-op-row">
      <div className="vz-op-row__main">
        <p className="vz-op-row__name">
          <Link to={generatePath('operator_business', { id: business.id })}>{business.name}</Link>
          <span className={`vz-op-badge vz-op-badge--${business.stage}`}>{t.stages[business.stage]}</span>
          {business.plan === 'premium' ? <span className="vz-op-badge vz-op-badge--premium">{t.plans.premium}</span> : null}
        </p>
        <p className="vz-op-row__meta">
          {[city, format(t.registeredOn, { date: formatDay(business.registeredAt) })].filter(Boolean).join(' · ')}
        </p>
        <p className="vz-op-row__owner">
          {business.owner ? (
            <>
              {business.owner.name} · <a href={`mailto:${business.owner.email}`}>{business.owner.email}</a>
              {business.owner.phone ? (
                <>
                  {' · '}
                  <a href={`tel:${business.owner.phone}`}>{formatPhone(business.owner.phone)}</a>
                </>
              ) : null}
            </>
          ) : (
            t.noOwner
          )}
        </p>
      </div>
      <dl className="vz-op-row__facts">
        <div>
          <dt>{t.columns.lastBooking}</dt>
          <dd>{business.lastBookingAt ? formatDay(business.lastBookingAt) : t.noBooking}</dd>
        </div>
        <div>
          <dt>{t.columns.lastContact}</dt>
          <dd>
            {business.lastContact ? contactText(business.lastContact) : <span className="vz-op-row__never">{t.noContact}</span>}
            {business.lastContact?.note ? <span className="vz-op-row__note">{business.lastContact.note}</span> : null}
          </dd>
        </div>
      </dl>
      <div className="vz-op-row__actions">
        <Button
          color="pink.8"
          onClick={() => onContact(business)}
          aria-label={format(t.markContactedFor, { name: business.name })}
        >
          {t.markContacted}
        </Button>
        <a href={generatePath('about', { slug: business.slug })}>{t.publicPage}</a>
        <a href={generatePath('admin_home', { slug: business.slug })}>{t.adminPages}</a>
      </div>
    </li>
  );
}

export interface PipelinePageProps {
  search: PipelineSearch;
  /** The answer for the search; null when it failed. */
  pipeline: Pipeline | null;
}

/** `/operatorius/verslai`: every business by stage, "needs attention" first, with its last contact. */
export function PipelinePage({ search, pipeline }: PipelinePageProps) {
  const [contacting, setContacting] = useState<PipelineBusiness | null>(null);
  const revalidator = useRevalidator();
  const filtered =
    search.stage !== null || search.city !== null || search.category !== null || search.plan !== null || search.q !== '';
  const pages = pipeline ? Math.max(1, Math.ceil(pipeline.total / pipeline.pageSize)) : 1;
  return (
    <div className="vz-op-page">
      <header className="vz-op-page__head">
        <h1>{t.title}</h1>
        <p>{t.intro}</p>
      </header>
      {pipeline ? (
        <>
          <StageCounts pipeline={pipeline} search={search} />
          <Filters search={search} />
          <p className="vz-op-found" role="status">
            {format(t.found, { count: pipeline.total })}
          </p>
          {pipeline.businesses.length === 0 ? (
            <p className="vz-admin-notice">{filtered ? t.empty : t.emptyAll}</p>
          ) : (
            <ul className="vz-op-list">
              {pipeline.businesses.map((business) => (
                <BusinessRow key={business.id} business={business} onContact={setContacting} />
              ))}
            </ul>
          )}
          {pages > 1 ? (
            <nav className="vz-op-pages" aria-label={format(t.pageOf, { page: search.page, pages })}>
              {search.page > 1 ? <Link to={pageHref(search, search.page - 1)}>{t.previous}</Link> : <span />}
              <span>{format(t.pageOf, { page: search.page, pages })}</span>
              {search.page < pages ? <Link to={pageHref(search, search.page + 1)}>{t.next}</Link> : <span />}
            </nav>
          ) : null}
        </>
      ) : (
        <Alert color="red" role="alert" className="vz-op-failed">
          {t.loadFailed}{' '}
          <Button variant="subtle" size="compact-sm" onClick={() => revalidator.revalidate()}>
            {t.retry}
          </Button>
        </Alert>
      )}
      <ContactDialog
        business={contacting}
        onClose={(saved) => {
          setContacting(null);
          if (saved) void revalidator.revalidate();
        }}
      />
    </div>
  );
}
