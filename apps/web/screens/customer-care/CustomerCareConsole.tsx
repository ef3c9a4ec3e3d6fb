'use client';

import type { ContactCaseState } from '@escapade/contracts/contact';
import type { StaffMemberView } from '@escapade/contracts/customer-care';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Tabs } from 'radix-ui';
import { useRef, useState } from 'react';
import { EnsureQueryProvider } from '../../components/providers/QueryProvider';
import { AuditTab } from './AuditTab';
import { CasesTab } from './CasesTab';
import { ConsoleStatus, useCodeLabel } from './console-ui';
import { customerCareKeys, type PendingFocus } from './console-queries';
import { OrdersTab } from './OrdersTab';
import { SignOutButton } from './SignOutButton';

type ConsoleTab = 'orders' | 'cases' | 'audit';
const CONSOLE_TABS: readonly ConsoleTab[] = ['orders', 'cases', 'audit'];

const TAB_CLASS =
  'inline-flex min-h-11 items-center rounded-t-lg border-b-2 border-transparent px-4 font-semibold text-brand-800 hover:bg-brand-50 data-[state=active]:border-brand-700 data-[state=active]:text-brand-900';

/**
 * The customer care console of a signed-in agent: who is signed in (and Sign out), then three
 * tabs: ORDERS (search, results, an order's detail and actions), CASES, AUDIT. What each tab
 * shows is kept while another is open.
 */
export function CustomerCareConsole({ agent }: { agent: StaffMemberView }) {
  return (
    <EnsureQueryProvider>
      <ConsoleStatus>
        <ConsoleTabs agent={agent} />
      </ConsoleStatus>
    </EnsureQueryProvider>
  );
}

function ConsoleTabs({ agent }: { agent: StaffMemberView }) {
  const t = useTranslations('customerCare.console');
  const codeLabel = useCodeLabel();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<ConsoleTab>('orders');
  const [search, setSearch] = useState<{ q: string; id: number }>();
  const [openOrderUUID, setOpenOrderUUID] = useState<string>();
  const [caseState, setCaseState] = useState<ContactCaseState>();
  const pendingFocus = useRef<PendingFocus>(null);

  function onSearch(q: string) {
    // The same search again asks again: an agent searches to see the order as it is now.
    void queryClient.invalidateQueries({ queryKey: customerCareKeys.orders(q) });
    setSearch((previous) => ({ q, id: (previous?.id ?? 0) + 1 }));
  }

  function openOrderFromCase(orderUUID: string) {
    pendingFocus.current = 'detail';
    setOpenOrderUUID(orderUUID);
    setTab('orders');
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-line">
        <p className="text-sm">
          {t.rich('signedInAs', {
            email: agent.email,
            role: codeLabel('role', agent.role),
            strong: (chunks) => <strong className="break-all font-semibold">{chunks}</strong>,
          })}
        </p>
        <SignOutButton />
      </div>
      <Tabs.Root value={tab} onValueChange={(value) => setTab(value as ConsoleTab)} className="flex flex-col gap-4">
        <Tabs.List aria-label={t('tabsLabel')} className="flex flex-wrap gap-1 border-b border-line">
          {CONSOLE_TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} className={TAB_CLASS}>
              {t(`tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="orders" className="focus-visible:outline-offset-4">
          <OrdersTab search={search} onSearch={onSearch} openOrderUUID={openOrderUUID} onOpenOrder={setOpenOrderUUID} pendingFocus={pendingFocus} />
        </Tabs.Content>
        <Tabs.Content value="cases" className="focus-visible:outline-offset-4">
          <CasesTab state={caseState} onStateChange={setCaseState} onOpenOrder={openOrderFromCase} />
        </Tabs.Content>
        <Tabs.Content value="audit" className="focus-visible:outline-offset-4">
          <AuditTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
