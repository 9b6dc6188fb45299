import { describe, expect, it } from 'vitest';
import { baseConfiguration } from '../../../../simulator/seed/configurations';
import type { Company } from '../../../../src/domain/company.schema';
import {
  draftOf,
  draftProblemFields,
  type SettingsDraft,
  tabOfField,
} from '../../../../src/screens/settings/settings-draft';

// The settings form's validator (TanStack Form, settings-form.tsx): the domain's rules (doc 1 §5)
// by field path, and the tab a refused save opens.
const company = {
  id: 'c1',
  cnpj: '11222333000181',
  corporateName: 'Acme',
  fantasyName: 'Acme',
  email: 'ops@acme.test',
  phone: '11999990000',
  contact: '',
  postalCode: '01310100',
  street: 'Av. Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
  country: 'Brasil',
  complement: '',
} as unknown as Company;
const draft = (): SettingsDraft => draftOf(company, baseConfiguration(company.cnpj));

describe('settings draft', () => {
  it('has no problem as stored', () => {
    expect(draftProblemFields(draft())).toBeUndefined();
  });

  it('says "required" on an emptied company field, on the Company tab', () => {
    const fields = draftProblemFields({ ...draft(), fantasyName: '' });
    expect(fields?.fantasyName?.key).toBe('validation.required');
    expect(tabOfField('fantasyName', draft())).toBe('company');
  });

  it('refuses overlapping freight ranges and a lead time below zero, each on its own tab', () => {
    const d = draft();
    d.configuration.transferValueFromFreight = [
      { freightFrom: 0, freightTo: 10, transferValue: 1, type: 'VALUE' },
      { freightFrom: 5, freightTo: 20, transferValue: 1, type: 'VALUE' },
    ];
    const ranges = Object.keys(draftProblemFields(d) ?? {});
    expect(ranges.some((f) => f.startsWith('configuration.transferValueFromFreight.1'))).toBe(true);
    expect(tabOfField(ranges[0], d)).toBe('router');
    const lead = Object.keys(
      draftProblemFields({ ...draft(), configuration: { ...draft().configuration, pickingLeadTime: -1 } }) ??
        {},
    );
    expect(lead).toEqual(['configuration.pickingLeadTime']);
    expect(tabOfField(lead[0], d)).toBe('picking');
  });

  it("opens the dashboard tab for the order-monitoring operations and an entry's own operation tab for a flow", () => {
    const d = draft();
    expect(tabOfField('configuration.dashboardOrderMonitoringOperations', d)).toBe('dashboard');
    d.configuration.operationFlows = [{ type: 'PICKING', ordem: 1, nextStep: 'PICKING' }];
    expect(tabOfField('configuration.operationFlows.0.nextStep', d)).toBe('picking');
    expect(tabOfField('configuration.salesChannelFlows.0.type', d)).toBe('salesChannel');
  });
});
