import type { AdminVariant } from '@navihub/contract/backoffice-catalogue';
import { messages } from '@navihub/contract/messages';
import { Spinner } from '@/components/ui/spinner';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { Button } from '@/components/ui/button';
import { useUpdateVariant, useVariants } from '../api/catalogue';
import { errorDetail } from '../lib/error-text';
import { BACKOFFICE_PAGE_SIZE } from '../lib/limits';
import { useListParams } from '../lib/use-list-params';
import { backofficeTexts } from '../texts';
import { LoadFailure } from './load-failure';
import { Pager } from './pager';
import { Section } from './section';
import { VariantForm } from './variant-form';

const t = backofficeTexts.catalogue;

const nameOf = (v: Pick<AdminVariant, 'comand' | 'map_region' | 'version'>) =>
  `${v.comand} ${v.map_region} ${v.version}`;

/** Every variant with its switch on or off, 20 a page (the page in the address), and the form that adds one. */
export function VariantsSection({ onChange }: { onChange: (note: string) => void }) {
  const { page, update } = useListParams([] as const);
  const variants = useVariants(page);
  const toggle = useUpdateVariant();
  return (
    <Section title={t.variants}>
      {variants.isPending ? (
        <Spinner label={messages.loading} />
      ) : variants.isError && !variants.data ? (
        <LoadFailure
          error={variants.error}
          retrying={variants.isFetching}
          onRetry={() => void variants.refetch()}
        />
      ) : (
        <>
          <Table>
            <TableCaption>{t.variantsCaption}</TableCaption>
            <TableHeader>
              <TableRow>
                <TableHead>{t.comand}</TableHead>
                <TableHead>{t.region}</TableHead>
                <TableHead>{t.version}</TableHead>
                <TableHead>{t.state}</TableHead>
                <TableHead>{t.actions}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {variants.data.results.map((variant) => (
                <TableRow key={variant.id}>
                  <TableCell>{variant.comand}</TableCell>
                  <TableCell>{variant.map_region}</TableCell>
                  <TableCell>{variant.version}</TableCell>
                  <TableCell>{variant.active ? t.offered : t.notOffered}</TableCell>
                  <TableCell>
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
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <Pager
            page={page}
            count={variants.data.count}
            pageSize={BACKOFFICE_PAGE_SIZE}
            hasPrevious={Boolean(variants.data.previous)}
            hasNext={Boolean(variants.data.next)}
            onPage={(next) => update({ page: next })}
          />
        </>
      )}
      <VariantForm onAdded={(v) => onChange(t.variantAdded(nameOf(v)))} />
    </Section>
  );
}
