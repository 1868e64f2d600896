/**
 * RMB amounts in capitals (人民币大写) by the PBOC rules, and back with a check of the writing.
 * Both inputs live here, so they survive switching tabs and languages, and in the URL; options
 * are remembered.
 */
import { Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOneOf, isString, usePersistentState } from '../../../shared/usePersistentState';
import { useUrlState } from '../../../shared/useUrlState';
import { FromCapital } from './FromCapital';
import { ToCapital } from './ToCapital';
import './rmb-conversion.css';

const NS = 'rmb-conversion';
const TABS = ['toCapital', 'fromCapital'] as const;
type Tab = (typeof TABS)[number];

export default function RmbConversionTool() {
  const { t } = useTranslation(NS);
  // The tab and both inputs are in the URL too (?tab=&amount=&capital=), so a link reopens them.
  const [tab, setTab] = useUrlState(
    'tab',
    usePersistentState<Tab>(`${NS}:tab`, 'toCapital', isOneOf(TABS)),
    isOneOf(TABS),
  );
  const [amount, setAmount] = useUrlState('amount', useState(''), isString);
  const [capital, setCapital] = useUrlState('capital', useState(''), isString);
  return (
    <Tabs
      className="rmb-tabs"
      activeKey={tab}
      onChange={(key) => setTab(key as Tab)}
      items={[
        {
          key: 'toCapital',
          label: t('tabs.toCapital'),
          children: <ToCapital value={amount} onChange={setAmount} />,
        },
        {
          key: 'fromCapital',
          label: t('tabs.fromCapital'),
          children: <FromCapital value={capital} onChange={setCapital} />,
        },
      ]}
    />
  );
}
