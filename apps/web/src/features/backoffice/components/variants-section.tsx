import type { AdminVariant } from '@navihub/contract/backoffice-catalogue';
import { Button } from '@/components/ui/button';
import { useUpdateVariant, useVariants } from '../api/catalogue';
import { errorDetail } from '../lib/error-text';
import { BACKOFFICE_PAGE_SIZE } from '../lib/limits';
import { useListParams } from '../lib/use-list-params';
import { backofficeTexts } from '../texts';
import { Section } from '@/components/ui/section';
import { CardFields, CardHead, PagedList, StaffList, type ListColumn } from './staff-list';
import { VariantForm } from './variant-form';

const t = backofficeTexts.catalogue;

const nameOf = (v: Pick<AdminVariant, 'comand' | 'map_region' | 'version'>) =>
  `${v.comand} ${v.map_region} ${v.version}`;
const stateOf = (v: AdminVariant) => (v.active ? t.offered : t.notOffered);

/**
 * Every variant with its switch on or off, 20 a page (the page in the address; a card per variant
 * on a phone, a table from 640 px), and the form that adds one.
 */
export function VariantsSection({ onChange }: { onChange: (note: string) => void }) {
  const { page, update } = useListParams([] as const);
  const variants = useVariants(page);
  const toggle = useUpdateVariant();

  const switchButton = (variant: AdminVariant) => (
    <Button
      variant="outline"
      size="sm"
      aria-label={`${variant.active ? t.disable : t.enable} ${nameOf(variant)}`}
      isLoading={toggle.isPending && toggle.variables.id === variant.id}
      onClick={() =>
        toggle.mutate(
          { id: variant.id, active: !variant.active },
          {
            onSuccess: (v) => onChange(t.variantToggled(nameOf(v), v.active)),
            onError: (error) => onChange(errorDetail(error)),
          },
        )
      }
    >
      {variant.active ? t.disable : t.enable}
    </Button>
  );
  const columns: ListColumn<AdminVariant>[] = [
    { heading: t.comand, cell: (v) => v.comand },
    { heading: t.region, cell: (v) => v.map_region },
    { heading: t.version, cell: (v) => v.version },
    { heading: t.state, cell: stateOf },
    { heading: t.actions, cell: switchButton },
  ];

  return (
    <Section title={t.variants}>
      <PagedList
        query={variants}
        page={page}
        pageSize={BACKOFFICE_PAGE_SIZE}
        onPage={(next) => update({ page: next })}
      >
        {(results) => (
          <StaffList
            caption={t.variantsCaption}
            empty={t.empty}
            items={results}
            itemKey={(v) => v.id}
            columns={columns}
            card={(v) => (
              <>
                <CardHead aside={switchButton(v)}>{v.comand}</CardHead>
                <CardFields
                  fields={[
                    [t.region, v.map_region],
                    [t.version, v.version],
                    [t.state, stateOf(v)],
                  ]}
                />
              </>
            )}
          />
        )}
      </PagedList>
      <VariantForm onAdded={(v) => onChange(t.variantAdded(nameOf(v)))} />
    </Section>
  );
}
