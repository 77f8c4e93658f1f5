/**
 * How a renovation changes each region along the spectrum. A tweak shifts wall and floor
 * colours a little; enhance recolours them clearly and freshens ceiling and trim; renovate
 * lays new materials (the style's floor, brick or panelling on walls, a new backsplash and
 * countertop) and recolours cabinets; transform does all of it fully. New patterns are only
 * laid where the photo's map says where the surface is; on an unknown photo surfaces are tinted.
 */
import type { Look } from './look';
import type { RestylePlan } from './restyle';

/** The strength from which materials are replaced rather than tinted. */
export const REPLACE_FROM = 0.6;

/** The plan for a renovation of `strength` (0..1, the spectrum's), on a known photo or not. */
export function renovationPlan(look: Look, strength: number, known: boolean): RestylePlan {
  const amount = Math.min(1, strength * 1.2 + 0.1);
  const replace = known && strength >= REPLACE_FROM;
  const plan: RestylePlan = {
    walls: { target: look.walls, amount, replace },
    floor: { target: look.floor, amount, replace },
    ceiling: { target: look.ceiling, amount: strength * 0.8, replace: false },
    siding: { target: look.siding, amount, replace },
    roof: { target: look.roof, amount: amount * 0.9, replace },
  };
  if (strength >= 0.4) {
    plan.trim = { target: look.trim, amount: strength, replace: false };
    plan.door = { target: look.door, amount: strength, replace: false };
  }
  if (strength >= REPLACE_FROM) {
    plan.cabinets = { target: look.cabinets, amount: strength, replace: false };
    plan.countertops = { target: look.countertops, amount: strength, replace };
    plan.backsplash = { target: look.backsplash, amount, replace };
  }
  return plan;
}
