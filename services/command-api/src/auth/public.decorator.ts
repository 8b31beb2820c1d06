import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';
/** Only sign-in and health are public; everything else needs a bearer token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
