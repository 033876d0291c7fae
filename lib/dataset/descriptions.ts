import { ENTITIES } from '@/lib/model/entities';
import type { GenContext } from './context';
import { day, odaStamp } from './time';

const ENTITY_TEXT: Readonly<Record<string, string>> = {
  Sag: 'Sager i Folketinget: lovforslag, beslutningsforslag, spørgsmål, forespørgsler m.m.',
  Sagstrin: 'De trin en sag gennemløber, fx fremsættelse, 1., 2. og 3. behandling.',
  Aktør: 'Personer, udvalg, folketingsgrupper, ministerier og andre aktører.',
  Afstemning: 'Afstemninger i Folketingssalen med konklusion og resultat.',
  Stemme: 'Det enkelte medlems stemme ved en afstemning.',
  Møde: 'Møder i Folketingssalen og i udvalgene.',
  Dokument: 'Dokumenter knyttet til sager og møder.',
  Periode: 'Folketingets samlinger og andre perioder.',
};

/** The data-dictionary sets EntitetBeskrivelse and KolloneBeskrivelse, describing every entity and column. */
export function writeDescriptions(ctx: GenContext): void {
  let kolloneId = 0;
  ENTITIES.forEach((e, i) => {
    ctx.sink.write('EntitetBeskrivelse', {
      id: i + 1,
      entitetnavn: e.name,
      beskrivelse: ENTITY_TEXT[e.name] ?? `Entiteten ${e.name}.`,
      opdateringsdato: ctx.rng.chance(0.3) ? null : odaStamp(ctx.rng, day('2015-01-12'), 48),
    });
    for (const p of e.properties) {
      const fk = p.name.endsWith('id') && p.name !== 'id' ? ` Fremmednøgle (${p.name}).` : '';
      ctx.sink.write('KolloneBeskrivelse', {
        id: ++kolloneId,
        entitetnavn: e.name,
        kollonenavn: p.name,
        beskrivelse:
          p.name === 'id'
            ? 'Unik identifikation af rækken.'
            : p.name === 'opdateringsdato'
              ? 'Tidspunkt for seneste opdatering af rækken.'
              : `Feltet ${p.name} på ${e.name}.${fk}`,
        opdateringsdato: ctx.rng.chance(0.3) ? null : odaStamp(ctx.rng, day('2015-01-12'), 48),
      });
    }
  });
}
