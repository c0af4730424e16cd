import { Body, Controller, Get, HttpCode, Inject, Param, Post, Put } from '@nestjs/common';
import { ApiOkResponse, ApiCreatedResponse, ApiOperation, ApiParam, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { Auth, type AuthContext, ReviewerAccess } from '../common/auth';
import { CachedRead } from '../common/cached-read.interceptor';
import { ApiErrors } from '../common/openapi';
import {
  CreateCuitDto,
  CuitResponse,
  DefaultConceptDto,
  DefaultInvoiceTypeDto,
  DefaultIvaDto,
  DefaultPosDto,
  EmailDesignDto,
  EmailDesignResponse,
  InvoiceBrandingDto,
  InvoiceBrandingResponse,
  LastVouchersResponse,
  MessageResponse,
  RefreshPointsOfSaleResponse,
  SetupStatusResponse,
  SuccessResponse,
} from './cuits.dto';
import { CuitTaxauthService } from './cuit-taxauth.service';
import { CuitsService } from './cuits.service';

@ApiTags('CUITs')
@ApiSecurity('api-key')
@Controller('cuits')
export class CuitsController {
  constructor(
    @Inject(CuitsService) private readonly cuits: CuitsService,
    @Inject(CuitTaxauthService) private readonly cuitTaxauth: CuitTaxauthService,
  ) {}

  @Get()
  @CachedRead()
  @ReviewerAccess() // reviewers see which CUIT a draft is issued from
  @ApiOperation({ summary: 'List the CUITs of the account (with defaults and per-environment setup state)' })
  @ApiOkResponse({ type: [CuitResponse] })
  @ApiErrors()
  list(@Auth() auth: AuthContext) {
    return this.cuits.list(auth);
  }

  @Post()
  @ApiOperation({ summary: 'Register a CUIT' })
  @ApiCreatedResponse({ type: CuitResponse })
  @ApiErrors(400, 403, 409)
  create(@Auth() auth: AuthContext, @Body() dto: CreateCuitDto) {
    return this.cuits.create(auth, dto);
  }

  @Get(':cuitId')
  @ApiOperation({ summary: 'Get a CUIT with registry data, points of sale, defaults and setup state' })
  @ApiOkResponse({ type: CuitResponse })
  @ApiErrors(404)
  get(@Auth() auth: AuthContext, @Param('cuitId') cuitId: string) {
    return this.cuits.get(auth, cuitId);
  }

  @Post(':cuitId/set-default')
  @HttpCode(200)
  @ApiOperation({ summary: "Make this CUIT the account's default" })
  @ApiParam({ name: 'cuitId', description: 'CUIT id or its number without hyphens' })
  @ApiOkResponse({ type: SuccessResponse })
  @ApiErrors(404)
  setDefault(@Auth() auth: AuthContext, @Param('cuitId') cuitId: string) {
    return this.cuits.setDefault(auth, cuitId);
  }

  @Get(':cuitId/setup-status')
  @ApiOperation({ summary: 'Setup status and progress (0–100) of a CUIT' })
  @ApiOkResponse({ type: SetupStatusResponse })
  @ApiErrors(404)
  setupStatus(@Auth() auth: AuthContext, @Param('cuitId') cuitId: string) {
    return this.cuits.setupStatus(auth, cuitId);
  }

  @Post(':cuitId/pos')
  @HttpCode(200)
  @ApiOperation({ summary: 'Query the tax authority (production) for the points of sale and store them; takes a few seconds' })
  @ApiOkResponse({ type: RefreshPointsOfSaleResponse })
  @ApiErrors(400, 404, 500)
  refreshPointsOfSale(@Auth() auth: AuthContext, @Param('cuitId') cuitId: string) {
    return this.cuitTaxauth.refreshPointsOfSale(auth, cuitId);
  }

  @Get(':cuitId/pos/last-vouchers')
  @ApiOperation({ summary: 'Last voucher authorized at each active point of sale and voucher type (environment of the key)' })
  @ApiOkResponse({ type: LastVouchersResponse })
  @ApiErrors(404, 500)
  lastVouchers(@Auth() auth: AuthContext, @Param('cuitId') cuitId: string) {
    return this.cuitTaxauth.lastVouchers(auth, cuitId);
  }

  @Post(':cuitId/default-pos')
  @HttpCode(200)
  @ApiOperation({ summary: 'Point of sale used when an invoice carries no ptoVta' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiErrors(400, 404)
  defaultPos(@Auth() auth: AuthContext, @Param('cuitId') cuitId: string, @Body() dto: DefaultPosDto) {
    return this.cuits.setDefaultPos(auth, cuitId, dto.defaultPos);
  }

  @Post(':cuitId/default-invoice-type')
  @HttpCode(200)
  @ApiOperation({ summary: 'Voucher type used when an invoice carries no invoiceType' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiErrors(400, 404)
  defaultInvoiceType(@Auth() auth: AuthContext, @Param('cuitId') cuitId: string, @Body() dto: DefaultInvoiceTypeDto) {
    return this.cuits.setDefaultInvoiceType(auth, cuitId, dto.defaultInvoiceType);
  }

  @Post(':cuitId/default-concept')
  @HttpCode(200)
  @ApiOperation({ summary: 'Concept used when an invoice carries no concepto (1 products, 2 services, 3 both)' })
  @ApiOkResponse({ type: MessageResponse })
  @ApiErrors(400, 404)
  defaultConcept(@Auth() auth: AuthContext, @Param('cuitId') cuitId: string, @Body() dto: DefaultConceptDto) {
    return this.cuits.setDefaultConcept(auth, cuitId, dto.defaultConcept);
  }

  @Post(':cuitId/default-iva')
  @HttpCode(200)
  @ApiOperation({ summary: 'VAT rate code preselected in forms; answers the updated CUIT' })
  @ApiOkResponse({ type: CuitResponse })
  @ApiErrors(400, 404)
  defaultIva(@Auth() auth: AuthContext, @Param('cuitId') cuitId: string, @Body() dto: DefaultIvaDto) {
    return this.cuits.setDefaultIva(auth, cuitId, dto.defaultIva);
  }

  @Get(':cuitId/email-design')
  @ApiOperation({ summary: 'Email design (null fields use the defaults)' })
  @ApiOkResponse({ type: EmailDesignResponse })
  @ApiErrors(404)
  getEmailDesign(@Auth() auth: AuthContext, @Param('cuitId') cuitId: string) {
    return this.cuits.getEmailDesign(auth, cuitId);
  }

  @Put(':cuitId/email-design')
  @ApiOperation({ summary: 'Update any subset of the email design' })
  @ApiOkResponse({ type: EmailDesignResponse })
  @ApiErrors(400, 404)
  updateEmailDesign(@Auth() auth: AuthContext, @Param('cuitId') cuitId: string, @Body() dto: EmailDesignDto) {
    return this.cuits.updateEmailDesign(auth, cuitId, dto);
  }

  @Get(':cuitId/invoice-branding')
  @ApiOperation({ summary: 'Invoice PDF design' })
  @ApiOkResponse({ type: InvoiceBrandingResponse })
  @ApiErrors(404)
  getInvoiceBranding(@Auth() auth: AuthContext, @Param('cuitId') cuitId: string) {
    return this.cuits.getInvoiceBranding(auth, cuitId);
  }

  @Put(':cuitId/invoice-branding')
  @ApiOperation({ summary: 'Update any subset of the invoice PDF design (applies to vouchers already issued too)' })
  @ApiOkResponse({ type: InvoiceBrandingResponse })
  @ApiErrors(400, 404, 413)
  updateInvoiceBranding(@Auth() auth: AuthContext, @Param('cuitId') cuitId: string, @Body() dto: InvoiceBrandingDto) {
    return this.cuits.updateInvoiceBranding(auth, cuitId, dto);
  }
}
