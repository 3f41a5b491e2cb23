// Next's ambient types (CSS modules, images, fonts). next-env.d.ts says the same, but it is generated
// by `next build` and ignored by git, so a fresh checkout type-checks through this file.
/// <reference types="next" />
/// <reference types="next/image-types/global" />
