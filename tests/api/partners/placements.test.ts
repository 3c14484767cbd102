// « Choisissez vos emplacements »: a partner picks, among the ad slots an admin allowed them, those their
// visitors get; a slot not allowed is refused and changes nothing; an admin's new whitelist keeps the choice.
import { describe, expect, it } from 'vitest';
import { PLACEMENT_MESSAGES } from '../../../common/programmeWords';
import { call, newPartner, useBusiness } from '../money/business';

const ctx = useBusiness();

describe('PUT /api/partner/slots', () => {
  const visitorSlots = async (code: string) =>
    (await ctx.b.app.inject({ url: '/api/ads/slots', headers: { cookie: `pa_ref=${code}` } }))
      .json()
      .data.slots.map((s: { id: string }) => s.id);

  it('refuses a visitor (401) and a member who is no partner (404, as every partner call)', async () => {
    const { b } = ctx;
    expect(
      (await b.app.inject({ method: 'PUT', url: '/api/partner/slots', payload: { slots: ['home'] } }))
        .statusCode,
    ).toBe(401);
    expect((await call(b.app, b.admin, 'PUT', '/api/partner/slots', { slots: ['home'] })).status).toBe(404);
  });

  it('narrows the visitors’ slots to the partner’s choice among the allowed ones', async () => {
    const { b } = ctx;
    const p = await newPartner(b);
    const before = (await call(b.app, p.caller, 'GET', '/api/partner/slots')).json().data;
    expect(before.chosen).toEqual(before.slots.map((s: { id: string }) => s.id));
    expect(before.slots.length).toBeGreaterThan(1);
    expect(await visitorSlots(p.code)).toEqual(before.chosen);
    const [first] = before.chosen as string[];

    const chosen = await call(b.app, p.caller, 'PUT', '/api/partner/slots', { slots: [first] });
    expect(chosen.status, chosen.body).toBe(200);
    expect(chosen.json().data).toEqual({ slots: before.slots, chosen: [first] });
    expect(await visitorSlots(p.code)).toEqual([first]);
  });

  it('refuses a slot the admin did not allow, or none, in French, changing nothing', async () => {
    const { b } = ctx;
    const p = await newPartner(b);
    const allowed = (await call(b.app, p.caller, 'GET', '/api/partner/slots')).json().data.chosen as string[];
    const foreign = await call(b.app, p.caller, 'PUT', '/api/partner/slots', {
      slots: [allowed[0], 'pied_de_page'],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.json().error.message).toBe(PLACEMENT_MESSAGES.notAllowed('pied_de_page'));
    const none = await call(b.app, p.caller, 'PUT', '/api/partner/slots', { slots: [] });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.json().error)).toContain(PLACEMENT_MESSAGES.noneChosen);
    expect((await call(b.app, p.caller, 'GET', '/api/partner/slots')).json().data.chosen).toEqual(allowed);
  });

  it('keeps the partner’s choice when the admin changes the whitelist, less what is no longer allowed', async () => {
    const { b } = ctx;
    const p = await newPartner(b);
    const allowed = (await call(b.app, p.caller, 'GET', '/api/partner/slots')).json().data.chosen as string[];
    await call(b.app, p.caller, 'PUT', '/api/partner/slots', { slots: [allowed[1]] });
    const narrowed = await call(b.app, b.admin, 'PUT', `/api/admin/partners/${p.id}`, { slots: allowed });
    expect(narrowed.status, narrowed.body).toBe(200);
    expect((await call(b.app, p.caller, 'GET', '/api/partner/slots')).json().data.chosen).toEqual([
      allowed[1],
    ]);
    await call(b.app, b.admin, 'PUT', `/api/admin/partners/${p.id}`, { slots: [allowed[0]] });
    expect((await call(b.app, p.caller, 'GET', '/api/partner/slots')).json().data.chosen).toEqual([]);
    expect(await visitorSlots(p.code)).toEqual([]);
  });
});
