// /admin/payments (缴费): the treasurer's list, by season and state, newest first; a transfer 待确认
// is confirmed or refused here; the list exports as Excel or CSV (written in the browser from the
// rows shown, shell/table-export.ts); and the account payers send transfers to.
import { Box, Button, Flex, Stack } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { adminPaymentsApi } from '../../../contract/api/admin-payments';
import {
  PAYMENT_STATUSES,
  paymentLabels,
  type Payment,
} from '../../../contract/membership-payments';
import { useApi } from '../../../lib/api-read';
import { DataState } from '../../../theme/components/data-state';
import { NativeSelect } from '../../../theme/components/native-select';
import { csvBlob, exportFileName, saveFile, tableXlsx } from '../shell/table-export';
import { BankAccountForm } from './bank-account-form';
import { PaymentRow } from './payment-row';
import { PAYMENT_WIDTHS, paymentsTable } from './payments-export';
import { PAYMENTS_MESSAGES as M } from './payments-messages';

const THIS_YEAR = new Date().getFullYear();
const YEARS = [THIS_YEAR + 1, THIS_YEAR, THIS_YEAR - 1, THIS_YEAR - 2];

function ExportButtons({ list, year }: { list: Payment[]; year: string }) {
  const name = `${M.exportName}${year ? `-${year}` : ''}`;
  return (
    <Flex gap="2" wrap="wrap">
      <Button
        minH="11"
        variant="outline"
        onClick={async () =>
          saveFile(
            await tableXlsx(paymentsTable(list), { sheet: M.title, widths: PAYMENT_WIDTHS }),
            exportFileName(name, M.title, 'xlsx'),
          )
        }
      >
        {M.exportXlsx}
      </Button>
      <Button
        minH="11"
        variant="outline"
        onClick={() => saveFile(csvBlob(paymentsTable(list)), exportFileName(name, M.title, 'csv'))}
      >
        {M.exportCsv}
      </Button>
    </Flex>
  );
}

function Filter({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <Box w={{ base: 'full', sm: '40' }}>
      <Box asChild fontSize="sm" color="fg.muted">
        <label htmlFor={id}>{label}</label>
      </Box>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        <option value="">{M.all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </Box>
  );
}

export function PaymentListPage() {
  const [params, setParams] = useSearchParams();
  const year = params.get('year') ?? '';
  const status = PAYMENT_STATUSES.find((s) => s === params.get('status')) ?? '';
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };
  const result = useApi(adminPaymentsApi.list, {
    query: { year: year ? Number(year) : undefined, status: status || undefined },
  });
  const bank = useApi(adminPaymentsApi.bankAccount, {});
  return (
    <Stack gap="5">
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Filter
          id="filter-year"
          label={M.year}
          value={year}
          options={YEARS.map((y) => ({ value: String(y), label: `${y}年度` }))}
          onChange={(value) => set('year', value)}
        />
        <Filter
          id="filter-status"
          label={M.status}
          value={status}
          options={PAYMENT_STATUSES.map((s) => ({ value: s, label: paymentLabels.status[s] }))}
          onChange={(value) => set('status', value)}
        />
      </Flex>
      <DataState result={result} empty={M.empty} isEmpty={(data) => data.list.length === 0}>
        {(data) => (
          <Stack gap="3">
            <ExportButtons list={data.list} year={year} />
            <Stack as="ul" listStyleType="none" gap="3">
              {data.list.map((payment) => (
                <PaymentRow key={payment.id} payment={payment} />
              ))}
            </Stack>
          </Stack>
        )}
      </DataState>
      <DataState result={bank} isEmpty={() => false}>
        {(account) => <BankAccountForm account={account} />}
      </DataState>
    </Stack>
  );
}
