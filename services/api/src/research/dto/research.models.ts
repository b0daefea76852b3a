// Tags and highlights live in their own modules; re-exported for the readers here.
export { HighlightModel } from '../../modules/highlights/dto/highlight.model';
export { TagModel } from '../../modules/tags/dto/tag.model';
