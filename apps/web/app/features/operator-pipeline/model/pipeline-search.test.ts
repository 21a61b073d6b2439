import { describe, expect, it } from 'vitest';
import { parsePipelineSearch, pipelineQuery, searchToParams } from './pipeline-search';

describe('the pipeline search in the address', () => {
  it('reads the Lithuanian parameters and gives them back the same', () => {
    const params = new URLSearchParams(
      'etapas=registered&miestas=vilnius&kategorija=kirpejai&planas=premium&q=%20Aist%C4%97%20&puslapis=3',
    );
    const search = parsePipelineSearch(params);
    expect(search).toEqual({ stage: 'registered', city: 'vilnius', category: 'kirpejai', plan: 'premium', q: 'Aistė', page: 3 });
    expect(searchToParams(search).toString()).toBe(
      'etapas=registered&miestas=vilnius&kategorija=kirpejai&planas=premium&q=Aist%C4%97&puslapis=3',
    );
    expect(pipelineQuery(search)).toEqual({
      stage: 'registered',
      city: 'vilnius',
      category: 'kirpejai',
      plan: 'premium',
      q: 'Aistė',
      page: 3,
    });
  });

  it('drops unknown values and bad pages instead of sending them', () => {
    const search = parsePipelineSearch(new URLSearchParams('etapas=gone&miestas=riga&kategorija=x&planas=gold&puslapis=-2'));
    expect(search).toEqual({ stage: null, city: null, category: null, plan: null, q: '', page: 1 });
    expect(pipelineQuery(search)).toEqual({});
    expect(searchToParams(search).toString()).toBe('');
    expect(parsePipelineSearch(new URLSearchParams('puslapis=2.5')).page).toBe(1);
    expect(parsePipelineSearch(new URLSearchParams(`q=${'a'.repeat(150)}`)).q).toHaveLength(100);
  });
});
