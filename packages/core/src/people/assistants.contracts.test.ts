import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateJoinApplicationPass } from '../tenants/tenant-inbox.contracts';
import { grantedScope, validateAssistantApply, validateAssistantApprove, validateAssistantDecision } from './assistants.contracts';

const ids = fc.uniqueArray(fc.uuid().map((id) => id.toLowerCase()), { minLength: 1, maxLength: 8 });

describe('the scope an approval grants', () => {
  it('is a subset of the requested organizations, all of them when none are chosen, null when one was not requested', () => {
    fc.assert(
      fc.property(ids, fc.array(fc.nat(), { maxLength: 8 }), fc.uuid(), (requested, picks, stranger) => {
        const chosen = [...new Set(picks.map((p) => requested[p % requested.length] ?? ''))];
        const granted = grantedScope(requested, chosen);
        if (chosen.length === 0) expect(granted).toEqual(requested);
        else expect(granted).toEqual(chosen);
        expect((granted ?? []).every((id) => requested.includes(id))).toBe(true);
        if (!requested.includes(stranger)) expect(grantedScope(requested, [...chosen, stranger])).toBeNull();
      }),
    );
  });
});

describe('assistant inputs', () => {
  it('an application names at least one organization, each an id, without repeats', () => {
    expect(validateAssistantApply({ organizationIds: [] })).toMatchObject({ ok: false, errors: { organizationIds: { key: 'Validation.Required' } } });
    expect(validateAssistantApply({ organizationIds: ['x'] })).toMatchObject({ ok: false });
    const id = '3f1c2a9e-7d41-4a8b-9f0e-1b2c3d4e5f60';
    expect(validateAssistantApply({ organizationIds: [id, id.toUpperCase()], message: 'hi' })).toEqual({ ok: true, value: { organizationIds: [id], message: 'hi' } });
  });

  it('an approval may leave the scope out; a rejection or revocation needs a reason', () => {
    expect(validateAssistantApprove({})).toEqual({ ok: true, value: { organizationIds: [], concurrencyStamp: null } });
    expect(validateAssistantDecision({})).toMatchObject({ ok: false });
    expect(validateAssistantDecision({ reason: '调岗' })).toEqual({ ok: true, value: { reason: '调岗', concurrencyStamp: null } });
  });
});

describe('passing a join application', () => {
  it('tells an absent organization (the requested one) from null (none)', () => {
    expect(validateJoinApplicationPass({})).toEqual({ ok: true, value: { concurrencyStamp: null, organizationId: undefined, roleIds: [], technicalLevelId: null } });
    expect(validateJoinApplicationPass({ organizationId: null })).toMatchObject({ ok: true, value: { organizationId: null } });
    expect(validateJoinApplicationPass({ organizationId: 'nope' })).toMatchObject({ ok: false });
    expect(validateJoinApplicationPass({ roleIds: ['x'] })).toMatchObject({ ok: false });
  });
});
