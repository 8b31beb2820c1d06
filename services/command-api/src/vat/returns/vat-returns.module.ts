import { Module } from '@nestjs/common';
import { SubmitVatReturnHandler } from './vat-return.commands';
import { VatReturnsController } from './vat-returns.controller';
import { VatReturnQueries } from './vat-return-queries';
import { VatRegisterFigures } from './vat-register-figures';
import { SystemAccountIds } from '../../platform/system-accounts';
import { VatRegistersModule } from '../registers/vat-registers.module';

@Module({ imports: [VatRegistersModule], controllers: [VatReturnsController], providers: [SubmitVatReturnHandler, SystemAccountIds, VatReturnQueries, VatRegisterFigures], exports: [VatReturnQueries] })
export class VatReturnsModule {}
