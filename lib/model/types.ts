/** The EDM primitive types the real ODA `$metadata` uses. */
export type EdmType = 'Edm.Int32' | 'Edm.Int16' | 'Edm.String' | 'Edm.DateTime' | 'Edm.Boolean';

export interface PropertyDef {
  readonly name: string;
  readonly type: EdmType;
  /** `$metadata` marks only non-nullable properties; everything else is nullable. */
  readonly nullable: boolean;
}

export interface NavigationDef {
  readonly name: string;
  /** Target entity type (= entity set) name. */
  readonly target: string;
  /** `*` multiplicity: a collection. Otherwise `0..1`. */
  readonly many: boolean;
  /** Association name without the `FT.Domain.Models.` namespace. */
  readonly relationship: string;
  readonly toRole: string;
  readonly fromRole: string;
  /**
   * The foreign-key column behind the navigation (inferred; `$metadata` declares no constraints):
   * for a reference, the column on this entity holding the target's id;
   * for a collection, the column on the target entity holding this entity's id.
   */
  readonly column: string;
}

export interface EntityDef {
  readonly name: string;
  /** Properties in the real declaration order (= JSON output order). */
  readonly properties: readonly PropertyDef[];
  readonly navigations: readonly NavigationDef[];
}
