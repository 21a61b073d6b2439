import { Button } from '@mantine/core';
import { useRef, useState } from 'react';
import { format, messages } from '@vizitas/shared';
import { formatDuration, formatPrice } from '~/lib/format';
import { showToast } from '~/components/toasts/toast';
import { errorMessage } from '~/lib/api/api-client';
import {
  useCategories,
  useDeleteCategory,
  useOrderCategories,
  type ServiceCategory,
  type ServiceCategoryList,
} from '~/features/admin-catalogue/api/categories';
import {
  useOrderServices,
  useServices,
  useSetServiceActive,
  type AdminService,
  type ServiceList,
} from '~/features/admin-catalogue/api/services';
import { useSpecialists, type AdminSpecialistList } from '~/features/admin-catalogue/api/specialists';
import { countText, groupByCategory, moved, orderAfterGroupMove } from '~/features/admin-catalogue/model/catalogue-format';
import { CategoryDialog } from './category-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { LoadState } from './load-state';
import { ServiceFormDialog, type ServiceFormTarget } from './service-form-dialog';
import { ServiceTemplates } from './service-templates';
import { SortableList } from './sortable-list';
import { OwnerOnly, useAdminAccess } from '~/components/layout/admin-access';
import '~/components/forms/admin-fields.css';
import './catalogue.css';

const t = messages.adminCatalogue;
const ts = t.services;
const tc = t.categories;

export interface ServicesPageProps {
  business: string | null;
  services: ServiceList | null;
  categories: ServiceCategoryList | null;
  specialists: AdminSpecialistList | null;
  /** The business's categories (slugs) the service templates start from; null when they could not be read. */
  businessCategories: string[] | null;
}

function ServiceLine({ service, names }: { service: AdminService; names: ReadonlyMap<string, string> }) {
  const price = service.priceCents === 0 ? ts.free : formatPrice(service.priceCents, { from: service.priceFrom });
  const by = service.specialistIds.map((id) => names.get(id)).filter((name): name is string => Boolean(name));
  return (
    <div className="vz-cat-row__main">
      <p className="vz-cat-row__name">
        {service.name}
        {service.active ? null : <span className="vz-cat-badge">{t.inactive}</span>}
      </p>
      <p>
        {format(ts.summary, { duration: formatDuration(service.durationMin), price })}
        {service.bufferAfterMin > 0 ? (
          <span className="vz-cat-muted"> {format(ts.buffer, { minutes: service.bufferAfterMin })}</span>
        ) : null}
      </p>
      <p className={by.length === 0 ? 'vz-cat-warning' : 'vz-cat-muted'}>
        {by.length === 0 ? ts.nobody : format(ts.by, { names: by.join(', ') })}
      </p>
    </div>
  );
}

/**
 * `/administratorius/paslaugos` (admin_services): the services grouped by category, each group
 * reordered by dragging (or the keyboard); create and edit in a dialog; deactivate and reactivate
 * after a confirmation; the categories created, renamed, moved and deleted in place.
 */
export function ServicesPage({
  business,
  services: initialServices,
  categories: initialCategories,
  specialists: initialSpecialists,
  businessCategories,
}: ServicesPageProps) {
  const { canManageSettings } = useAdminAccess();
  const services = useServices(business, initialServices);
  const categories = useCategories(business, initialCategories);
  const specialists = useSpecialists(business, initialSpecialists);
  const orderServices = useOrderServices(business);
  const orderCategories = useOrderCategories(business);
  const setActive = useSetServiceActive(business);
  const deleteCategory = useDeleteCategory(business);
  const [formTarget, setFormTarget] = useState<ServiceFormTarget | null>(null);
  const [toggle, setToggle] = useState<AdminService | null>(null);
  const [categoryDialog, setCategoryDialog] = useState<{ category: ServiceCategory | null } | null>(null);
  const [deleting, setDeleting] = useState<ServiceCategory | null>(null);
  const [templatesOpen, setTemplatesOpen] = useState(false);
  const templatesButton = useRef<HTMLButtonElement>(null);

  const specialistList = specialists.data?.specialists ?? [];
  const names = new Map(specialistList.map((specialist) => [specialist.id, specialist.name]));
  const categoryList = categories.data?.categories ?? [];
  const groups = services.data ? groupByCategory(services.data.services, categoryList) : [];

  const onMoveServices = (groupIndex: number, items: AdminService[]) => {
    const ids = orderAfterGroupMove(groups, groupIndex, items);
    orderServices.mutate(ids, {
      onSuccess: () => showToast({ type: 'success', message: t.orderSaved }),
      onError: (error) => showToast({ type: 'danger', message: errorMessage(error) }),
    });
  };
  const moveCategory = (index: number, by: -1 | 1) => {
    const next = moved(categoryList, index, index + by);
    orderCategories.mutate(
      next.map((category) => category.id),
      { onError: (error) => showToast({ type: 'danger', message: errorMessage(error) }) },
    );
  };
  const confirmToggle = () => {
    if (!toggle) return;
    const active = !toggle.active;
    setActive.mutate(
      { id: toggle.id, active },
      {
        onSuccess: () =>
          showToast({ type: 'success', message: format(active ? ts.activated : ts.deactivated, { name: toggle.name }) }),
        onError: (error) => showToast({ type: 'danger', message: errorMessage(error) }),
        onSettled: () => setToggle(null),
      },
    );
  };
  const confirmDelete = () => {
    if (!deleting) return;
    deleteCategory.mutate(deleting.id, {
      onSuccess: () => showToast({ type: 'success', message: format(tc.deleted, { name: deleting.name }) }),
      onError: (error) => showToast({ type: 'danger', message: errorMessage(error) }),
      onSettled: () => setDeleting(null),
    });
  };

  const loading = !services.data || !categories.data;
  const serviceList = services.data?.services ?? [];
  // A business without services starts from the templates; one with services opens them from the button.
  const showTemplates = canManageSettings && !loading && (templatesOpen || serviceList.length === 0);
  const templates = showTemplates ? (
    <ServiceTemplates
      business={business}
      categories={businessCategories}
      existingNames={serviceList.map((service) => service.name)}
      specialistIds={specialistList.filter((specialist) => specialist.active).map((specialist) => specialist.id)}
      onClose={
        serviceList.length === 0
          ? undefined
          : () => {
              setTemplatesOpen(false);
              templatesButton.current?.focus();
            }
      }
    />
  ) : null;
  return (
    <div className="vz-cat">
      <header className="vz-cat-header">
        <h1 className="vz-admin-page__title">{ts.title}</h1>
        <p className="vz-cat-muted">{ts.intro}</p>
        {canManageSettings ? (
          <div className="vz-cat-header__actions">
            <Button color="pink.8" className="vz-cat-touch" onClick={() => setFormTarget({ service: null, categoryId: null })}>
              {ts.add}
            </Button>
            <Button variant="default" className="vz-cat-touch" onClick={() => setCategoryDialog({ category: null })}>
              {tc.add}
            </Button>
            {serviceList.length > 0 ? (
              <Button
                ref={templatesButton}
                variant="default"
                className="vz-cat-touch"
                aria-expanded={templatesOpen}
                onClick={() => setTemplatesOpen((open) => !open)}
              >
                {ts.templates.open}
              </Button>
            ) : null}
          </div>
        ) : null}
      </header>
      <OwnerOnly>
        {loading ? (
          <LoadState
            error={services.isError || categories.isError}
            onRetry={() => {
              void services.refetch();
              void categories.refetch();
            }}
          />
        ) : groups.length === 0 ? (
          <>
            <p className="vz-cat-card vz-cat-muted">{ts.empty}</p>
            {templates}
          </>
        ) : (
          <div className="vz-cat-stack" aria-busy={orderServices.isPending || services.isFetching}>
            {templates}
            {groups.map((group, groupIndex) => {
              const headingId = `vz-cat-group-${group.id ?? 'none'}`;
              const categoryIndex = group.id ? categoryList.findIndex((category) => category.id === group.id) : -1;
              const category = categoryIndex >= 0 ? categoryList[categoryIndex]! : null;
              const title = group.name ?? ts.uncategorised;
              return (
                <section key={group.id ?? 'none'} className="vz-cat-card" aria-labelledby={headingId}>
                  <div className="vz-cat-card__head">
                    <h2 className="vz-cat-card__title" id={headingId}>
                      {title} <span className="vz-cat-muted vz-cat-count">({countText(tc.count, group.items.length)})</span>
                    </h2>
                    {category ? (
                      <div className="vz-cat-actions">
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          className="vz-cat-touch vz-cat-link"
                          aria-label={format(tc.upOf, { name: category.name })}
                          disabled={categoryIndex === 0 || orderCategories.isPending}
                          onClick={() => moveCategory(categoryIndex, -1)}
                        >
                          ↑ {tc.up}
                        </Button>
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          className="vz-cat-touch vz-cat-link"
                          aria-label={format(tc.downOf, { name: category.name })}
                          disabled={categoryIndex === categoryList.length - 1 || orderCategories.isPending}
                          onClick={() => moveCategory(categoryIndex, 1)}
                        >
                          ↓ {tc.down}
                        </Button>
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          className="vz-cat-touch vz-cat-link"
                          aria-label={format(tc.renameOf, { name: category.name })}
                          onClick={() => setCategoryDialog({ category })}
                        >
                          {tc.rename}
                        </Button>
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          className="vz-cat-touch vz-cat-danger"
                          aria-label={format(tc.deleteOf, { name: category.name })}
                          onClick={() => setDeleting(category)}
                        >
                          {tc.delete}
                        </Button>
                      </div>
                    ) : null}
                  </div>
                  {group.items.length === 0 ? (
                    <p className="vz-cat-muted">{ts.emptyCategory}</p>
                  ) : (
                    <SortableList
                      items={group.items}
                      label={title}
                      disabled={orderServices.isPending}
                      onMove={(items) => onMoveServices(groupIndex, items)}
                    >
                      {(service, handle) => (
                        <div className={`vz-cat-row__inner${service.active ? '' : ' is-inactive'}`}>
                          {handle}
                          <ServiceLine service={service} names={names} />
                          <div className="vz-cat-actions">
                            <Button
                              variant="default"
                              size="compact-md"
                              className="vz-cat-touch"
                              aria-label={format(t.editOf, { name: service.name })}
                              onClick={() => setFormTarget({ service, categoryId: service.categoryId })}
                            >
                              {t.edit}
                            </Button>
                            <Button
                              variant="subtle"
                              size="compact-md"
                              className={`vz-cat-touch ${service.active ? 'vz-cat-danger' : 'vz-cat-ok'}`}
                              aria-label={format(service.active ? t.deactivateOf : t.activateOf, { name: service.name })}
                              onClick={() => setToggle(service)}
                            >
                              {service.active ? t.deactivate : t.activate}
                            </Button>
                          </div>
                        </div>
                      )}
                    </SortableList>
                  )}
                  {category ? (
                    <Button
                      variant="subtle"
                      size="compact-md"
                      className="vz-cat-touch vz-cat-add-in vz-cat-link"
                      onClick={() => setFormTarget({ service: null, categoryId: category.id })}
                    >
                      + {format(ts.addIn, { name: category.name })}
                    </Button>
                  ) : null}
                </section>
              );
            })}
          </div>
        )}
      </OwnerOnly>
      <ServiceFormDialog
        business={business}
        target={formTarget}
        categories={categoryList}
        specialists={specialistList}
        onClose={() => setFormTarget(null)}
      />
      <CategoryDialog
        business={business}
        opened={categoryDialog !== null}
        category={categoryDialog?.category ?? null}
        onClose={() => setCategoryDialog(null)}
      />
      <ConfirmDialog
        opened={toggle !== null}
        title={toggle?.active ? ts.confirmDeactivateTitle : ts.confirmActivateTitle}
        text={toggle ? format(toggle.active ? ts.confirmDeactivate : ts.confirmActivate, { name: toggle.name }) : ''}
        confirm={toggle?.active ? t.deactivate : t.activate}
        danger={toggle?.active}
        busy={setActive.isPending}
        onConfirm={confirmToggle}
        onClose={() => setToggle(null)}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={tc.confirmDeleteTitle}
        text={deleting ? format(tc.confirmDelete, { name: deleting.name }) : ''}
        confirm={tc.delete}
        danger
        busy={deleteCategory.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}
