import { dialogSlotRecipe, kbdRecipe } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { addRecipes, appSystem } from './system';

describe('the app system', () => {
  it('is created once', () => {
    expect(appSystem()).toBe(appSystem());
  });

  it('has the first page’s recipes and the brand tokens', () => {
    const system = appSystem();
    expect(system.isRecipe('button')).toBe(true);
    expect(system.isSlotRecipe('alert')).toBe(true);
    expect(system.token('colors.brand.600')).toBe('#2549ea');
    expect(system.getRecipeFn('button')({ variant: 'solid' })).not.toEqual({});
  });

  it('takes recipes a chunk adds later, also after a component asked for one too early', () => {
    const system = appSystem();
    expect(system.hasRecipe('kbd')).toBe(false);
    // Asked before it was added: the empty fallback, which must not stick.
    expect(system.getRecipeFn('kbd')({})).toEqual({});
    addRecipes({ recipes: { kbd: kbdRecipe }, slotRecipes: { dialog: dialogSlotRecipe } });
    expect(system.isRecipe('kbd')).toBe(true);
    expect(system.isSlotRecipe('dialog')).toBe(true);
    expect(system.getRecipe('kbd')).toBe(kbdRecipe);
    expect(system.getRecipeFn('kbd')({})).not.toEqual({});
    expect(Object.keys(system.getSlotRecipeFn('dialog')({}))).toEqual(expect.arrayContaining(['content', 'backdrop']));
    // Compiled once, then reused.
    expect(system.getRecipeFn('kbd')).toBe(system.getRecipeFn('kbd'));
  });

  it('keeps the first definition of a key', () => {
    const system = appSystem();
    const button = system.getRecipe('button') as unknown;
    addRecipes({ recipes: { button: kbdRecipe } });
    expect(system.getRecipe('button')).toBe(button);
  });
});
