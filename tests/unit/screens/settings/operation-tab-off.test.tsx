// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { baseConfiguration } from '../../../../simulator/seed/configurations';
import type { Company } from '../../../../src/domain/company.schema';
import { OPERATION_SETTINGS } from '../../../../src/domain/configuration';
import { OperationTab } from '../../../../src/screens/settings/operation-tab';
import { draftOf } from '../../../../src/screens/settings/settings-draft';
import { messages, renderUi } from '../../ui/render';

// Settings README decision (issue 35, doc 1 §2.7): a disabled operation keeps its tab, which says
// why it is off and how to turn it on; an enabled one says nothing of the kind.
afterEach(cleanup);

const company = { id: 'c1', cnpj: '11222333000181' } as unknown as Company;
const found = OPERATION_SETTINGS.find((s) => s.key === 'picking');
if (!found) throw new Error('picking has its settings');
const picking = found;

function renderTab(on: boolean) {
  const draft = draftOf(company, { ...baseConfiguration(company.cnpj), [picking.flag]: on });
  renderUi(<OperationTab setting={picking} draft={draft} problems={new Map()} setConfiguration={() => {}} />);
}

describe('operation tab of a disabled operation', () => {
  it('says the operation is off and how to turn it on', () => {
    renderTab(false);
    expect(screen.getByText(messages['settings.offReason'])).toBeTruthy();
  });
  it('an enabled operation shows no such note', () => {
    renderTab(true);
    expect(screen.queryByText(messages['settings.offReason'])).toBeNull();
  });
});
