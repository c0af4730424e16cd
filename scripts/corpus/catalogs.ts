import type { Rng } from './random';

/** Articles an issuer sells: `price` is net of VAT in pesos (templates with prices including VAT add it). */
export interface Article {
  code: string;
  description: string;
  price: number;
  ivaRate: 27 | 21 | 10.5 | 2.5 | 0;
  unit: string;
}

type Row = [description: string, price: number, ivaRate?: 27 | 10.5 | 2.5 | 0];

function catalog(prefix: string, unit: string, rows: Row[]): Article[] {
  return rows.map(([description, price, rate], i) => ({
    code: `${prefix}${String(101 + i * 7).padStart(4, '0')}`,
    description,
    price,
    ivaRate: rate ?? 21,
    unit,
  }));
}

export const CATALOGS = {
  hardware: catalog('FE', 'unidades', [
    ['Tornillo autoperforante punta mecha 8 x 1" caja x 100', 6890.5], ['Mecha para hormigón widia 8 mm', 2315.8],
    ['Disco de corte metal 115 x 1 mm', 1140.25], ['Cemento portland bolsa 50 kg', 11250], ['Cal hidratada bolsa 25 kg', 5480.4],
    ['Arena fina bolsón 1 m3', 48900], ['Hierro aletado 8 mm barra 12 m', 9870.6], ['Malla sima 15 x 15 cm 4,2 mm', 38450],
    ['Caño PVC 110 mm x 4 m', 17320.9], ['Codo PVC 110 mm 90°', 2180.35], ['Pegamento para PVC pomo 125 ml', 3420],
    ['Llave de paso esférica 1/2"', 8150.75], ['Membrana líquida blanca 20 kg', 74300], ['Rodillo lana 22 cm', 6120.3],
    ['Pintura látex exterior blanco 20 L', 96800], ['Guante de descarne (par)', 3980.2], ['Cinta métrica 5 m', 4015.6],
    ['Nivel de aluminio 60 cm', 10230.45], ['Carretilla reforzada 90 L', 112400], ['Pala ancha mango madera', 21870],
  ]),
  electrical: catalog('EL', 'u', [
    ['Cable unipolar 2,5 mm² rollo x 100 m', 72450.3], ['Cable unipolar 4 mm² rollo x 100 m', 98320.1],
    ['Interruptor termomagnético bipolar 20 A', 14870.6], ['Disyuntor diferencial bipolar 40 A 30 mA', 41290.45],
    ['Caja estanca IP65 20 x 20 cm', 8120.8], ['Tubo LED T8 18 W 120 cm', 3640.25], ['Reflector LED 50 W', 16320],
    ['Tomacorriente doble 10 A', 2890.7], ['Bornera riel DIN 4 mm²', 1390.4], ['Contactor tripolar 25 A bobina 220 V', 52640.9],
    ['Cinta aisladora 19 mm x 20 m', 980.15], ['Caño corrugado 3/4" rollo x 25 m', 9840.5], ['Tablero embutir 12 módulos', 18750.35],
    ['Lámpara LED E27 12 W', 1980.6], ['Jabalina acero-cobre 5/8" x 1,5 m', 24310],
  ]),
  food: catalog('AL', 'un', [
    ['Harina 000 bolsa 25 kg', 18450, 10.5], ['Azúcar común tipo A bolsa 50 kg', 61200, 10.5], ['Aceite de girasol 5 L', 12890.5, 10.5],
    ['Yerba mate 1 kg', 5870.25, 10.5], ['Fideos secos spaghetti 500 g caja x 20', 21340, 10.5], ['Arroz largo fino 1 kg x 10', 14260.8, 10.5],
    ['Leche entera larga vida 1 L caja x 12', 16980, 10.5], ['Queso cremoso horma 4 kg', 38450.6, 10.5], ['Gaseosa cola 2,25 L pack x 6', 13480.5],
    ['Agua mineral 2 L pack x 6', 6120.3], ['Detergente concentrado 5 L', 9840.75], ['Lavandina 4 L', 3190.2], ['Bolsas de residuos 60 x 90 x 30', 4980],
    ['Café molido 500 g', 11230.4], ['Galletitas de agua 300 g caja x 12', 15460.2, 10.5],
  ]),
  services: catalog('SV', 'servicio', [
    ['Abono mensual soporte técnico informático', 285000], ['Hora de consultoría técnica', 42500], ['Mantenimiento preventivo equipos de aire acondicionado', 118400],
    ['Servicio de limpieza de oficinas (mes)', 645000], ['Hosting y correo corporativo plan 20 casillas', 38900], ['Monitoreo de alarma 24 h (mes)', 52300],
    ['Honorarios liquidación de sueldos hasta 10 empleados', 167800], ['Licencia software de gestión 5 usuarios (mes)', 96400],
    ['Servicio de fumigación y control de plagas', 74600], ['Capacitación in company jornada 4 horas', 312000], ['Visita técnica a domicilio', 29800],
    ['Desarrollo de reportes a medida (hora)', 51200],
  ]),
  it: catalog('IT', 'u', [
    ['Notebook 15,6" Core i5 16 GB 512 GB SSD', 1185000, 10.5], ['Monitor LED 24" Full HD', 268400, 10.5], ['Teclado y mouse inalámbrico combo', 38700, 10.5],
    ['Impresora multifunción láser monocromo', 412300, 10.5], ['Disco SSD 1 TB NVMe', 121800, 10.5], ['Memoria RAM DDR4 16 GB', 64250, 10.5],
    ['Switch 24 bocas gigabit', 298600], ['Router WiFi 6 doble banda', 118900], ['Cable UTP Cat 6 caja x 305 m', 189300],
    ['Patch cord Cat 6 1,5 m', 3480.5], ['UPS 1500 VA interactiva', 276900], ['Instalación y configuración de red (hora)', 34500],
  ]),
  agro: catalog('AG', 'kg', [
    ['Semilla de maíz híbrido bolsa 80.000 semillas', 289400, 10.5], ['Semilla de soja bolsa 40 kg', 68200, 10.5], ['Urea granulada bolsa 50 kg', 47800, 10.5],
    ['Fosfato diamónico bolsa 50 kg', 61300, 10.5], ['Glifosato 66,2% bidón 20 L', 142300], ['Alambre liso 17/15 rollo 1000 m', 186500],
    ['Poste de quebracho 2,20 m', 21400], ['Varilla de eucalipto 1,20 m', 3150.5], ['Rollo de alfalfa 450 kg', 38900, 10.5],
    ['Balanceado terneros bolsa 40 kg', 29870, 10.5], ['Bebedero plástico 500 L', 218700], ['Manga de polietileno 200 micrones x m', 9840.3],
  ]),
  // A fiambrería's wholesale list: some articles by the kilo, some by the box, some by the piece (remitos print "2,5 kg", "3 cj").
  deli: [
    ...catalog('FK', 'kg', [
      ['Queso tybo en barra (por kg)', 9870.4], ['Jamón cocido natural (por kg)', 14350.8], ['Salame tipo milán (por kg)', 16920.25],
      ['Mortadela con pistacho (por kg)', 7480.6], ['Queso reggianito rallado (por kg)', 18240], ['Bondiola curada (por kg)', 21380.5],
      ['Aceitunas verdes descarozadas (por kg)', 6240.3],
    ]),
    ...catalog('FC', 'cj', [
      ['Salchichas tipo viena caja x 12 paquetes', 28640], ['Dulce de leche repostero caja x 6 potes de 1 kg', 31250.9],
      ['Crema de leche caja x 12 potes de 350 g', 25480],
    ]),
    ...catalog('FU', 'u', [['Queso crema pote 2 kg', 11860.75], ['Manteca pan de 5 kg', 39400], ['Ricota balde 5 kg', 17320.4]]),
  ],
  // A clothing seller on a marketplace (fresh3-backoffice-venta): variants (size, colour) are printed apart from the title.
  apparel: catalog('RO', 'u', [
    ['Remera algodón peinado cuello redondo', 12388.43], ['Buzo canguro frisa con capucha', 32148.76], ['Pantalón cargo gabardina elastizada', 35123.97],
    ['Campera rompeviento impermeable', 46942.15], ['Zapatillas urbanas lona', 39661.16], ['Medias deportivas pack x 3', 7429.75],
    ['Gorra trucker bordada', 10247.93], ['Short de baño secado rápido', 17603.31], ['Mochila urbana 25 L con porta notebook', 29421.49],
  ]),
  // fresh4: a clinic's prestaciones (cuotas of a health plan at 10,5 %), a caterer's menus, a home-goods web shop.
  health: catalog('PM', 'prest.', [
    ['Consulta médica en consultorio', 38500], ['Consulta con especialista en cardiología', 52400], ['Electrocardiograma con informe', 29800.4],
    ['Ecografía abdominal completa', 61200], ['Radiografía de tórax frente y perfil', 34700.6], ['Hemograma completo', 12850.5],
    ['Perfil lipídico completo', 18430.4], ['Sesión de kinesiología', 21900], ['Ergometría computarizada', 74300], ['Holter de 24 horas', 88600.2],
    ['Cuota mensual plan de salud individual', 186400, 10.5], ['Cuota mensual plan de salud familiar', 412800, 10.5],
  ]),
  catering: catalog('CT', 'u', [
    ['Menú ejecutivo', 14380.17], ['Menú vegetariano', 13553.72], ['Desayuno de trabajo (café, jugo y medialunas)', 6115.7],
    ['Lunch frío por persona', 11239.67], ['Bandeja de sándwiches de miga x 24', 25206.61], ['Empanadas de carne cortada a cuchillo (docena)', 19834.71],
    ['Tarta individual de verduras', 5950.41], ['Agua mineral sin gas 500 ml', 1818.18], ['Gaseosa línea cola 500 ml', 2231.4],
    ['Postre del día', 4462.81], ['Servicio de mozo por hora', 9917.36], ['Café espresso', 2644.63],
  ]),
  home: catalog('HO', 'u', [
    ['Pava eléctrica acero inoxidable 1,7 L', 38925.62], ['Licuadora de vaso 600 W', 52809.92], ['Juego de sábanas 2 plazas 180 hilos', 31322.31],
    ['Set de cuchillos x 6 con taco', 27264.46], ['Sartén antiadherente 28 cm', 23140.5], ['Toallón de algodón 70 x 140 cm', 12314.05],
    ['Termo acero inoxidable 1 L', 34628.1], ['Lámpara de escritorio LED articulada', 19752.07], ['Organizador plástico apilable 20 L', 8595.04],
    ['Almohada de fibra siliconada 70 x 50 cm', 14876.03], ['Mate de calabaza forrado con bombilla', 9504.13], ['Cortina blackout 140 x 220 cm', 28842.98],
  ]),
  // fresh5: two more catalogs.
  furniture: catalog('MB', 'u', [
    ['Placard melamina blanca 1,80 x 2,40 m con puertas corredizas', 684500], ['Bajo mesada melamina 1,20 m con cajonera', 312800],
    ['Alacena colgante 1,20 m dos puertas rebatibles', 198400.5], ['Escritorio MDF 1,40 x 0,60 m con pasacables', 146900],
    ['Biblioteca de pino 0,90 x 1,80 m cinco estantes', 128300.4], ['Mesa de comedor guatambú 1,60 x 0,90 m', 415700],
    ['Vanitory flotante 0,80 m laqueado', 236200.8], ['Estante flotante 0,90 m con soportes ocultos', 38450.2],
    ['Colocación e instalación en obra (por módulo)', 45600], ['Flete y armado en domicilio', 62500],
  ]),
  telecom: catalog('TC', 'mes', [
    ['Enlace de Internet dedicado simétrico 100 Mbps', 486300], ['Enlace de Internet dedicado simétrico 300 Mbps', 912400],
    ['Troncal SIP 10 canales', 138700.5], ['Numeración DID adicional x 10', 21400], ['Housing 1U en rack con energía redundante', 176800],
    ['Alquiler de router administrado', 32600.4], ['Bloque de IPs públicas /29', 28900], ['Backup en la nube 500 GB', 54300.2],
    ['Soporte técnico 7x24 con SLA 4 h', 118250],
  ]),
  // fresh6: more catalogs (no older layout draws from them).
  hotel: catalog('HT', 'u', [
    ['Alojamiento habitación doble estándar (por noche)', 98400], ['Alojamiento habitación doble superior (por noche)', 126800],
    ['Alojamiento habitación single ejecutiva (por noche)', 87300.5], ['Desayuno buffet adicional', 9850], ['Cochera cubierta (por día)', 8400],
    ['Servicio de lavandería (prenda)', 3120.4], ['Consumos de minibar', 6480], ['Cena en el restaurante del hotel (menú)', 24350.8],
    ['Alquiler de sala de reuniones (medio día)', 142000], ['Late check-out hasta las 18 h', 38500], ['Traslado aeropuerto - hotel', 29700],
  ]),
  works: [
    ...catalog('OB', 'm3', [
      ['Excavación manual para bases y vigas de fundación', 38450.6], ['Hormigón armado H-21 en bases y vigas de fundación', 412300],
      ['Hormigón armado H-21 en losas y vigas de entrepiso', 468900.5], ['Contrapiso de hormigón pobre sobre terreno natural', 71200],
    ]),
    ...catalog('OM', 'm2', [
      ['Mampostería de ladrillo hueco 18 x 18 x 33 cm', 32480.4], ['Revoque grueso y fino interior a la cal', 18960], ['Carpeta de nivelación cementicia', 11350.25],
      ['Colocación de porcellanato 60 x 60 cm con pastina', 26840], ['Cielorraso suspendido de placa de yeso', 29710.8], ['Pintura látex interior a dos manos', 7960.5],
      ['Membrana asfáltica con foil de aluminio en cubierta', 15820],
    ]),
  ],
  timber: catalog('MD', 'pza', [
    ['Tirante de pino 2" x 4" x 3,05 m', 14860.5], ['Tirante de pino 2" x 6" x 4,27 m', 29740], ['Tabla de pino 1" x 6" x 3,05 m', 8320.4],
    ['Listón de pino 1" x 2" x 3,05 m', 3290], ['Machimbre de pino 1/2" x 4" x 3,05 m', 2980.6], ['Tirante de eucalipto 3" x 3" x 3,05 m', 17450],
    ['Deck de eucalipto grandis 1" x 4" x 3,05 m', 9870.25], ['Fenólico 18 mm 1,22 x 2,44 m', 68400], ['Placa OSB 11 mm 1,22 x 2,44 m', 31250.8],
    ['Varilla de álamo 1" x 1" x 2,44 m', 1760.3], ['Tabla de saligna 1" x 8" x 3,66 m', 16980],
  ]),
  bakery: [
    ...catalog('PK', 'kg', [['Pan francés (kg)', 2890.5], ['Bizcochos de grasa (kg)', 6420], ['Grisines (kg)', 7180.4]]),
    ...catalog('PD', 'doc', [['Medialunas de manteca (docena)', 8940], ['Facturas surtidas (docena)', 8460.6], ['Pan de viena (docena)', 4320.2]]),
    ...catalog('PU', 'u', [
      ['Pan de molde lactal 550 g', 2980.4], ['Prepizzas x 2', 2140], ['Tapas para empanadas x 12', 1870.5], ['Pan rallado 1 kg', 2460],
      ['Budín de vainilla 250 g', 2210.8],
    ]),
  ],
  // a workshop's parts (AR) and labour (MO), for a repair invoice
  auto: [
    ...catalog('AR', 'u', [
      ['Filtro de aceite', 9850.4], ['Filtro de aire', 14320], ['Filtro de combustible', 17480.6], ['Aceite sintético 5W-30 (litro)', 12640.5],
      ['Pastillas de freno delanteras (juego)', 48900], ['Discos de freno ventilados (par)', 121400.8], ['Kit de distribución con tensor', 186300],
      ['Bomba de agua', 74250], ['Líquido refrigerante (litro)', 5980.2], ['Bujía de iridio', 16740],
    ]),
    ...catalog('MO', 'servicio', [
      ['Mano de obra service completo', 65000], ['Mano de obra cambio de distribución', 148000], ['Alineación y balanceo', 38500],
      ['Diagnóstico con escáner', 29000], ['Mano de obra frenos delanteros', 52000],
    ]),
  ],
  vet: catalog('VT', 'u', [
    ['Consulta clínica general', 24500], ['Vacuna antirrábica', 11800.5], ['Vacuna séxtuple canina', 21350], ['Vacuna triple felina', 19870.4],
    ['Desparasitación interna (comprimido)', 4320], ['Pipeta antipulgas perro 10 a 20 kg', 9640.6], ['Baño y corte de pelo', 22900],
    ['Análisis de sangre completo', 38700], ['Ecografía abdominal', 46300.2], ['Alimento balanceado perro adulto 15 kg', 58450],
    ['Radiografía (placa)', 27600],
  ]),
  uniforms: catalog('UN', 'u', [
    ['Chomba piqué manga corta con logo bordado', 14380.5], ['Pantalón de gabardina recto', 21760], ['Buzo de frisa escote redondo con logo', 26940.4],
    ['Campera polar con cierre', 31250], ['Camisa oxford manga larga', 19870.6], ['Ambo de arciel (chaqueta y pantalón)', 33480],
    ['Remera deportiva dry-fit', 9960.2], ['Delantal de cocina con pechera', 8740],
  ]),
  office: catalog('LC', 'u', [
    ['Resma A4 75 g x 500 hojas', 8940.5], ['Bolígrafo azul trazo medio caja x 50', 16320], ['Carpeta colgante oficio x 25', 21480.4],
    ['Tóner compatible para láser monocromo', 38750], ['Abrochadora de escritorio 21/6', 12960.8], ['Broches 21/6 caja x 5000', 4870],
    ['Cuaderno universitario 84 hojas', 4280.25], ['Sobre manila bolsa 24 x 30 cm x 250', 27640], ['Marcador permanente negro x 12', 10490.6],
    ['Cinta adhesiva transparente 48 mm x 100 m', 3160], ['Calculadora de escritorio 12 dígitos', 18730.4], ['Bibliorato lomo ancho oficio', 5690],
  ]),
  beverages: catalog('BB', 'u', [
    ['Gaseosa lima limón 2,25 L pack x 6', 12980.4], ['Agua mineral sin gas 1,5 L pack x 6', 6840], ['Agua saborizada pomelo 1,5 L pack x 6', 9720.5],
    ['Soda en sifón 2 L cajón x 6', 7460], ['Jugo en polvo naranja caja x 20 sobres', 5380.6], ['Tónica 1,5 L pack x 6', 11240],
    ['Energizante lata 250 ml x 24', 38960.8], ['Hielo en cubitos bolsa 2 kg', 2150], ['Amargo serrano 1 L x 6', 21870.4],
  ]),
  // a cleaning and paper goods maker's list to a supermarket chain (unit prices per unit, sold by the box)
  grocery: catalog('LP', 'u', [
    ['Detergente lavavajillas limón 750 ml', 1285.4], ['Lavandina concentrada 2 L', 1140.6], ['Jabón en polvo baja espuma 3 kg', 7980],
    ['Jabón líquido para ropa 3 L', 8420.5], ['Suavizante para ropa 3 L', 4630.2], ['Limpiador de pisos lavanda 900 ml', 1370.8],
    ['Limpiador antigrasa gatillo 500 ml', 2240], ['Desinfectante aerosol 360 ml', 2860.4], ['Lustramuebles aerosol 360 ml', 2690],
    ['Esponja multiuso x 3', 1120.5], ['Paño de microfibra 40 x 40 cm', 1490], ['Guante de látex talle M (par)', 1680.3],
    ['Papel higiénico hoja simple 30 m x 4', 1940.6], ['Papel higiénico hoja doble 30 m x 4', 2480], ['Rollo de cocina x 3', 2150.4],
    ['Servilletas de papel x 70', 890.2], ['Pañuelos descartables x 6', 1320], ['Bolsas de residuos 45 x 60 cm x 10', 760.4],
    ['Bolsas de residuos 60 x 90 cm x 10', 1180], ['Film de PVC 30 cm x 50 m', 2970.6], ['Papel aluminio 30 cm x 7 m', 2340],
    ['Jabón de tocador 90 g x 3', 1960.8], ['Shampoo familiar 930 ml', 3480], ['Acondicionador familiar 930 ml', 3480.5],
    ['Crema dental 90 g', 1590.2], ['Cepillo dental medio', 1240], ['Desodorante ambiente aerosol 360 ml', 2180.6],
    ['Escoba de fibra con cabo', 4870], ['Secador de piso 40 cm con cabo', 4320.4], ['Balde plástico 10 L', 3260],
  ]),
  // fresh8: more catalogs (no older layout draws from them).
  packaging: catalog('EM', 'u', [
    ['Caja de cartón corrugado simple 40 x 30 x 30 cm', 1186.4], ['Caja de cartón corrugado doble 60 x 40 x 40 cm', 2893.75],
    ['Film stretch manual 50 cm x 23 micrones (rollo)', 16420.5], ['Cinta de embalar transparente 48 mm x 100 m', 2184.3],
    ['Esquinero de cartón 50 x 50 x 1200 mm', 412.8], ['Pallet de madera 1,00 x 1,20 m', 18950], ['Separador de cartón 38 x 58 cm', 236.45],
    ['Bolsa de polietileno 60 x 90 cm x 100', 14870.2], ['Zuncho plástico 12 mm rollo 1000 m', 21340], ['Etiqueta térmica 100 x 150 mm rollo x 500', 7960.6],
  ]),
  industrial: [
    ...catalog('RD', 'u', [
      ['Rodamiento rígido de bolas 6205 2RS', 8420.6], ['Rodamiento rígido de bolas 6308 ZZ', 19870], ['Chumacera de pie UCP 205', 23140.5],
      ['Correa en V sección B 52', 9340.25], ['Retén radial 45 x 62 x 8', 2180.4], ['Cadena de rodillos ASA 40 simple (tramo 3 m)', 27460],
      ['Piñón ASA 40 Z 15 con cubo', 14320.8], ['Acople elástico L 100', 16980],
    ]),
    ...catalog('HI', 'u', [
      ['Manguera hidráulica R2 1/2" (metro)', 11240.3], ['Terminal prensable 1/2" JIC hembra', 4870], ['Aceite hidráulico ISO 68 balde 20 L', 68450.5],
      ['Grasa de litio EP2 pote 1 kg', 9120.4, 10.5], ['Válvula esférica 1/2" 3 piezas', 31860],
    ]),
  ],
  trades: [
    ...catalog('TR', 'm', [['Cable canal 20 x 10 mm colocado', 3120.5], ['Caño corrugado 3/4" colocado', 2840], ['Cable unipolar 2,5 mm² tendido', 1960.4]]),
    ...catalog('TU', 'u', [
      ['Boca de electricidad completa (caja, caño y cableado)', 38500], ['Tomacorriente doble colocado', 12400], ['Llave térmica bipolar 20 A colocada', 26800],
      ['Artefacto LED de embutir colocado', 17650], ['Tablero seccional 12 módulos armado', 118900],
    ]),
    ...catalog('TG', 'gl', [['Mano de obra recableado de departamento', 420000], ['Medición de puesta a tierra con informe', 85000]]),
  ],
  plumbing: catalog('SN', 'u', [
    ['Inodoro largo blanco con mochila', 186400], ['Grifería monocomando para lavatorio', 74250.5], ['Tanque de agua tricapa 1000 L', 238900],
    ['Caño polipropileno termofusión 20 mm x 4 m', 6120.4], ['Codo termofusión 20 mm', 412.3], ['Llave de paso termofusión 25 mm', 11870],
    ['Flexible mallado 1/2" x 40 cm', 3240.6], ['Sifón doble para pileta de cocina', 8460], ['Rejilla de piso acero 15 x 15 cm', 5980.25],
    ['Sellador siliconado transparente 280 ml', 4350.8],
  ]),
  coffee: catalog('CF', 'u', [
    ['Café de especialidad Colombia Huila 250 g en grano', 10330.58], ['Café de especialidad Brasil Cerrado 500 g molido', 15867.77],
    ['Café de especialidad Etiopía Sidamo 250 g en grano', 13223.14], ['Prensa francesa vidrio 600 ml', 19752.07], ['Molinillo manual de café con muela cerámica', 28842.98],
    ['Filtros de papel N° 4 x 100', 3966.94], ['Taza de cerámica 300 ml', 6611.57], ['Cafetera italiana aluminio 6 pocillos', 24710.74],
    ['Pava con pico cuello de cisne 1 L', 36363.64],
  ]),
  pharma: catalog('DR', 'u', [
    ['Solución fisiológica 0,9 % sachet 500 ml', 1840.5], ['Jeringa descartable 5 ml con aguja 21G x 1"', 212.4], ['Guante de examen de nitrilo talle M x 100', 11860],
    ['Gasa estéril 10 x 10 cm x 10 sobres', 2740.3], ['Catéter intravenoso 20G', 1395.6], ['Amoxicilina 500 mg x 16 comprimidos', 6480],
    ['Ibuprofeno 400 mg x 20 comprimidos', 3920.4], ['Omeprazol 20 mg x 28 cápsulas', 7360], ['Alcohol etílico 70 % x 1 L', 3140.8],
    ['Barbijo quirúrgico tricapa x 50', 5870], ['Enoxaparina 40 mg jeringa prellenada', 14960.2], ['Ceftriaxona 1 g frasco ampolla', 8240.5],
  ]),
  paint: catalog('PT', 'u', [
    ['Látex interior mate blanco 20 L', 92400], ['Látex exterior antihongos blanco 10 L', 71850.5], ['Esmalte sintético brillante negro 4 L', 48600],
    ['Fijador sellador al agua 10 L', 38240.4], ['Enduido plástico interior 10 L', 29870], ['Impermeabilizante para techos rojo 20 kg', 96450.8],
    ['Diluyente sintético 1 L', 5120.3], ['Rodillo de lana 23 cm con mango', 9840], ['Pincel cerda blanca N° 20', 4320.6], ['Lija al agua grano 220 (pliego)', 860.2],
    ['Cinta de enmascarar 24 mm x 50 m', 2980], ['Bandeja para pintura 26 cm', 3670.5],
  ]),
  printing: catalog('IM', 'u', [
    ['Volante A5 color frente 150 g', 38.4521], ['Volante A6 color frente y dorso 115 g', 21.7365], ['Tarjeta personal 9 x 5 cm laminado mate', 31.2048],
    ['Folleto tríptico A4 color 150 g', 126.9375], ['Talonario remito duplicado 50 juegos', 8450.125], ['Sobre bolsa 24 x 30 cm impreso 1 color', 184.6042],
    ['Etiqueta autoadhesiva troquelada 5 x 3 cm', 9.8736], ['Block de notas A5 50 hojas con logo', 2318.4417],
  ]),
  // fresh8: meat at 10,5 % (sold by weight from the scale, three decimals of a kilo)
  meat: catalog('FR', 'kg', [
    ['Media res novillo', 5980.4, 10.5], ['Cuarto trasero vaquillona', 6840, 10.5], ['Asado con hueso', 8120.5, 10.5], ['Vacío', 10450.75, 10.5],
    ['Nalga sin tapa', 11380, 10.5], ['Bola de lomo', 10890.3, 10.5], ['Carne picada especial', 7240, 10.5], ['Pechito de cerdo', 7680.6, 10.5],
    ['Bondiola de cerdo', 9140.25, 10.5], ['Pollo entero fresco', 3290.8, 10.5],
  ]),
  labequip: catalog('LB', 'u', [
    ['Micropipeta monocanal volumen variable 100-1000 ul', 411000], ['Agitador magnético con calefacción', 684500], ['Balanza analítica 220 g x 0,1 mg', 2950000],
    ['Centrífuga de mesa 12 tubos 15 ml', 1820000], ['Baño termostático 10 L', 1124000], ['Puntas para micropipeta 1000 ul x 1000', 38900, 10.5],
    ['Tubos cónicos 50 ml estériles x 500', 152300, 10.5], ['pHmetro de mesa con electrodo', 865400],
  ]),
  // fresh10: a distributor of books (exempt, 0 %), periodicals (2,5 %) and stationery (21 %); no older layout draws from it.
  publications: [
    ...catalog('LI', 'ej.', [
      ['Manual de derecho tributario argentino 4a ed.', 48900, 0], ['Atlas geográfico escolar de la República Argentina', 21450.5, 0],
      ['Diccionario escolar de la lengua española', 17380, 0], ['Novela "El viento del sur" tapa blanda', 15920.4, 0],
      ['Cuentos patagónicos antología ilustrada', 19870, 0], ['Matemática 2 secundaria libro del alumno', 28640.8, 0],
      ['Biología 3 secundaria con actividades', 27310, 0], ['Historia argentina contemporánea 1955-2001', 32480.6, 0],
      ['Guía práctica de liquidación de sueldos 2026', 38750, 0], ['Recetario de cocina regional del noroeste', 24960.2, 0],
      ['Cuaderno de caligrafía primer ciclo', 6840, 0], ['Poesía reunida edición de bolsillo', 12370.5, 0],
      ['Inglés para viajeros guía de conversación', 14280, 0], ['Manual de primeros auxilios ilustrado', 11960.4, 0],
    ]),
    ...catalog('RV', 'ej.', [
      ['Revista "Campo y Máquinas" N° 312', 3480, 2.5], ['Revista "Cocina Fácil" edición noviembre', 2960.5, 2.5],
      ['Revista "Salud Hoy" N° 88', 2740, 2.5], ['Revista infantil "Pequeños Exploradores" N° 57', 2180.4, 2.5],
      ['Revista "Decoración y Hogar" N° 146', 4120, 2.5], ['Revista "Motor Sport Argentina" N° 231', 3860.6, 2.5],
      ['Revista "Economía Regional" trimestral', 5240, 2.5], ['Fascículo coleccionable "Aves argentinas" N° 12', 3190.8, 2.5],
      ['Revista "Crucigramas Selectos" N° 904', 1640, 2.5], ['Anuario agropecuario 2026', 9870.2, 2.5],
    ]),
    ...catalog('PA', 'u', [
      ['Señalador de tela con borla', 890.4], ['Forro autoadhesivo transparente rollo 45 cm x 3 m', 3260], ['Lápiz negro HB x 12', 4120.6],
      ['Goma de borrar blanca x 20', 3840], ['Exhibidor de revistas de alambre 4 estantes', 48600.5], ['Bolsa de papel madera con logo x 100', 16480],
      ['Carpeta escolar N° 3 tapa dura', 5930.2], ['Repuesto de hojas rayadas N° 3 x 96', 4380],
    ]),
  ],
  // fresh14: a rural services cooperative's sales to its members (energy and connectivity to Responsables Inscriptos at
  // 27 %, farm inputs at 10,5 %, hardware at 21 %); no older layout draws from it.
  coop: [
    ...catalog('CE', 'kWh', [
      ['Energía eléctrica cargo fijo T2 (mes)', 18450.3, 27], ['Energía eléctrica cargo variable T2 (kWh)', 142.87, 27],
      ['Abono internet rural 30 Mb (mes)', 31280, 27], ['Alquiler de medidor trifásico (mes)', 4210.5, 27],
    ]),
    ...catalog('CI', 'u', [
      ['Semilla de trigo fiscalizada bolsa 50 kg', 41380, 10.5], ['Urea perlada bolsa 50 kg', 45960.4, 10.5],
      ['Rollo de avena 400 kg', 32140, 10.5], ['Maíz partido bolsa 40 kg', 17620.8, 10.5],
    ]),
    ...catalog('CX', 'u', [
      ['Alambre de púas 500 m', 118400], ['Aceite hidráulico bidón 20 L', 96380.5], ['Batería 12 V 180 Ah', 248900],
      ['Manguera reforzada 1" x 25 m', 38450.2],
    ]),
  ],
  // fresh15: a road freight carrier's charges (distance by the km, tolls, waiting hours, loading); no older layout draws from it.
  freight: catalog('TR', 'km', [
    ['Flete camión semirremolque (por km recorrido)', 1865.4], ['Flete camión chasis 8 t (por km recorrido)', 1240.75],
    ['Peajes del recorrido', 14380], ['Estadía por demora en carga o descarga (hora)', 21600.5], ['Carga y descarga con autoelevador', 38450],
    ['Seguro de mercadería transportada', 27320.8], ['Retiro en depósito fiscal', 46900], ['Consolidado de carga parcial (pallet)', 18740.3],
  ]),
  // fresh16: ten more catalogs (no older layout draws from them).
  // a drug distributor's sales to pharmacies (lot and expiry printed per line)
  drugstore: catalog('DG', 'u', [
    ['Paracetamol 500 mg x 20 comprimidos', 2184.6], ['Amoxicilina 875 mg x 14 comprimidos', 7930.4], ['Losartán 50 mg x 30 comprimidos', 5412.8],
    ['Atorvastatina 20 mg x 30 comprimidos', 8876.25], ['Metformina 850 mg x 60 comprimidos', 4390], ['Diclofenac 75 mg x 15 comprimidos', 3268.7],
    ['Salbutamol aerosol 100 mcg x 200 dosis', 6742.3], ['Levotiroxina 100 mcg x 50 comprimidos', 5128.9], ['Loratadina 10 mg x 10 comprimidos', 2950.45],
    ['Enalapril 10 mg x 30 comprimidos', 3345.6], ['Sertralina 50 mg x 30 comprimidos', 9814.2], ['Omeprazol 40 mg x 14 cápsulas', 6024.35],
  ]),
  // a private school's monthly charges to families
  school: catalog('ES', 'mes', [
    ['Cuota mensual nivel primario', 248000], ['Cuota mensual nivel inicial sala de 5', 212500], ['Cuota mensual nivel secundario', 276400],
    ['Comedor escolar jornada completa (mes)', 96800], ['Transporte escolar zona 2 (mes)', 74250], ['Taller de robótica extraprogramático (mes)', 31900],
    ['Seguro escolar anual', 18600], ['Materiales didácticos (cuatrimestre)', 42300.5], ['Campamento educativo 3 días', 158000],
    ['Inglés intensivo contraturno (mes)', 45750],
  ]),
  // a software company's annual subscriptions, priced so that they read well in dollars
  software: catalog('SW', 'u', [
    ['Plan Business anual por usuario / Business plan, yearly per seat', 169920], ['Plan Starter anual por usuario / Starter plan, yearly per seat', 84960],
    ['Módulo de facturación electrónica anual / E-invoicing add-on, yearly', 283200], ['Almacenamiento adicional 100 GB anual / Extra storage 100 GB, yearly', 56640],
    ['Soporte prioritario anual / Priority support, yearly', 424800], ['Implementación y onboarding / Implementation and onboarding', 531000],
    ['Integración por API / API integration', 330990.6], ['Capacitación en línea 4 h / Online training 4 h', 117410],
  ]),
  // a knitwear wholesaler's articles (a remito prints one row per colour and size)
  knitwear: catalog('TX', 'u', [
    ['Remera jersey peinado 24/1 manga corta', 6480.5], ['Musculosa modal lisa', 5120], ['Buzo frisa cuello redondo', 15870.4], ['Campera rústica con capucha', 21340],
    ['Pantalón jogging frisa puño elastizado', 13960.6], ['Calza deportiva supplex larga', 9780], ['Remera manga larga térmica', 8340.25], ['Chaleco polar liviano', 11250],
  ]),
  // a fresh pasta factory's price list to restaurants and shops (prices with VAT on its remitos)
  pasta: [
    ...catalog('PF', 'kg', [
      ['Ravioles de ricota y nuez (kg)', 9840.5], ['Sorrentinos de jamón y queso (kg)', 11260], ['Ñoquis de papa (kg)', 5870.4], ['Tallarines al huevo (kg)', 5340],
      ['Fettuccine de espinaca (kg)', 5720.8], ['Canelones de verdura (kg)', 10480],
    ]),
    ...catalog('PS', 'u', [
      ['Tapas para pascualina criolla x 2', 1830.6], ['Tapas para empanadas de horno x 24', 3120], ['Salsa filetto pote 500 g', 2460.3],
      ['Queso rallado sardo bolsa 250 g', 4980],
    ]),
  ],
  // a candy and cookie wholesaler (golosinas at 21 %, cookies and biscuits at 10,5 %)
  candy: [
    ...catalog('GO', 'cja', [
      ['Alfajor triple chocolate caja x 12', 8940.5], ['Chocolate con leche 100 g caja x 10', 14280], ['Caramelos masticables frutales bolsa 800 g', 5430.8],
      ['Chicles menta sin azúcar caja x 20', 6720], ['Turrón de maní caja x 25', 7960.4], ['Gomitas azucaradas bolsa 1 kg', 6480],
      ['Chupetines frutales caja x 48', 5210.6],
    ]),
    ...catalog('GL', 'cja', [
      ['Galletitas dulces surtidas 400 g caja x 12', 21940, 10.5], ['Galletitas de agua 3 paquetes caja x 10', 13860.4, 10.5],
      ['Bizcochos de grasa 200 g caja x 15', 11420.8, 10.5], ['Obleas rellenas vainilla 100 g caja x 24', 15380, 10.5],
    ]),
  ],
  // a coworking space's monthly services
  coworking: catalog('CW', 'mes', [
    ['Puesto flexible plan mensual', 118000], ['Puesto fijo con escritorio asignado (mes)', 164500], ['Oficina privada 4 personas (mes)', 612000],
    ['Sala de reuniones 8 personas (hora)', 14200], ['Domicilio comercial y recepción de correspondencia (mes)', 38900], ['Casillero con llave (mes)', 9800],
    ['Impresiones blanco y negro (paquete x 500)', 17350.5], ['Estacionamiento cubierto (mes)', 72400],
  ]),
  // a tyre and battery distributor's articles
  tyres: catalog('NB', 'u', [
    ['Neumático 175/65 R14 82T', 98450], ['Neumático 185/60 R15 88H', 121300.5], ['Neumático 205/55 R16 91V', 168720], ['Neumático 225/65 R17 102H', 234980],
    ['Batería 12 V 65 Ah libre de mantenimiento', 142600.4], ['Batería 12 V 90 Ah reforzada', 198340], ['Cámara para neumático R14', 14230.6],
    ['Válvula para llanta sin cámara x 100', 38920], ['Plomos de balanceo adhesivos 5 g x 100', 16480.3],
  ]),
  // an event rental company's items (sound, lights, furniture, tents), per event
  events: catalog('EV', 'u', [
    ['Equipo de sonido line array 2 x 1000 W', 486000], ['Consola digital 16 canales', 142500], ['Micrófono inalámbrico de mano', 28400],
    ['Cabezal móvil LED beam', 46800.5], ['Pantalla LED modular 3 x 2 m', 734000], ['Tarima modular 1 x 2 m con alfombra', 31250],
    ['Silla Tiffany blanca con almohadón', 3980], ['Mesa redonda 1,50 m con mantel', 14620], ['Carpa estructural 10 x 20 m', 1185000],
    ['Grupo electrógeno 20 kVA con operador', 398400], ['Técnico de sonido (jornada)', 168000], ['Flete ida y vuelta con armado', 214500.8],
  ]),
  // a car rental's charges (days, kilometres, extras)
  carrental: [
    ...catalog('RA', 'día', [
      ['Alquiler auto categoría B compacto (día)', 48760.33], ['Alquiler auto categoría D sedán (día)', 67355.37], ['Alquiler camioneta 4x4 (día)', 115702.48],
      ['Silla de seguridad para bebé (día)', 6611.57], ['Conductor adicional (día)', 5785.12], ['Cobertura franquicia reducida (día)', 15702.48],
    ]),
    ...catalog('RK', 'km', [['Kilómetros excedentes (km)', 297.52]]),
    ...catalog('RC', 'u', [['Cargo por devolución en otra sucursal', 82644.63], ['Combustible faltante (litro)', 1487.6], ['Lavado especial del vehículo', 20661.16]]),
  ],
  // fresh17: seven more catalogs (no older layout draws from them).
  // an electricity cooperative's concepts on a residential bill (the energy by the kWh, in consumption blocks)
  power: [
    ...catalog('EE', 'mes', [['Cargo fijo residencial T1-R', 3184.62]]),
    ...catalog('EK', 'kWh', [
      ['Energía activa bloque 1 (0 a 150 kWh)', 98.62], ['Energía activa bloque 2 (151 a 300 kWh)', 121.47], ['Energía activa excedente (más de 300 kWh)', 156.38],
    ]),
    ...catalog('EX', 'mes', [['Servicio de sepelio adherente (grupo familiar)', 4120.5], ['Servicio de emergencias médicas (mes)', 2980.4], ['Mantenimiento de alumbrado domiciliario', 1240]]),
  ],
  // a clinical laboratory's practices billed to a health insurer (10,5 %)
  labtests: catalog('AC', 'prest.', [
    ['Hemograma completo', 9870.5, 10.5], ['Glucemia', 3120.4, 10.5], ['Uremia', 3120.4, 10.5], ['Creatininemia', 3340, 10.5], ['Hepatograma completo', 14280.6, 10.5],
    ['Colesterol total', 3560, 10.5], ['Colesterol HDL', 4120.8, 10.5], ['Triglicéridos', 3980, 10.5], ['TSH tirotrofina', 11460.2, 10.5], ['Orina completa', 4870, 10.5],
    ['Hemoglobina glicosilada A1c', 12930.5, 10.5], ['Eritrosedimentación', 2860, 10.5], ['Proteína C reactiva cuantitativa', 8640, 10.5],
    ['Urocultivo con antibiograma', 15380.4, 10.5], ['Vitamina D 25-OH', 28740, 10.5],
  ]),
  // a security company's monthly services
  security: catalog('SG', 'mes', [
    ['Monitoreo de alarma 24 h con respuesta móvil (mes)', 68400], ['Vigilancia física puesto de 12 h diarias (mes)', 2140000], ['Hora adicional de vigilador', 9870.5],
    ['Mantenimiento de sistema CCTV (mes)', 84600], ['Patrullaje nocturno programado (mes)', 126300], ['Control de accesos con tarjeta de proximidad (mes)', 57250.4],
    ['Botón antipánico inalámbrico (mes)', 12480],
  ]),
  // an agro-chemicals dealer's products (sold by the drum or the bag, lot and SENASA registration per row)
  agrochem: catalog('FT', 'u', [
    ['Herbicida glifosato 62 % bidón 20 L', 148600], ['Herbicida 2,4-D éster 100 % bidón 20 L', 176300.5], ['Atrazina 90 % WG bolsa 10 kg', 98450],
    ['Insecticida clorpirifos 48 % bidón 20 L', 214800], ['Fungicida triazol + estrobilurina bidón 5 L', 246900.4], ['Coadyuvante aceite metilado bidón 20 L', 86200],
    ['Curasemillas fludioxonil bidón 5 L', 132750], ['Herbicida S-metolacloro 96 % bidón 20 L', 268400], ['Inoculante para soja caja x 4 dosis', 41380.6],
    ['Insecticida cipermetrina 25 % bidón 5 L', 54920],
  ]),
  // a book distributor's titles to bookshops (exempt), long titles
  bookshop: catalog('ED', 'ej.', [
    ['Historia económica de la Argentina en el siglo XX: de la Belle Époque a la crisis de 2001', 32480, 0],
    ['Manual práctico de liquidación de impuestos para pequeñas y medianas empresas 2026', 45600.5, 0],
    ['Cocina regional argentina: recetas del Noroeste, Cuyo y la Patagonia explicadas paso a paso', 27950, 0],
    ['El jardín de las estaciones: poemas reunidos 1987-2025 edición anotada', 18740.4, 0],
    ['Guía de aves de los humedales del Litoral y el Delta del Paraná con mapas de distribución', 38200, 0],
    ['Matemática para el ingreso universitario: teoría, ejercicios resueltos y autoevaluaciones', 24380.6, 0],
    ['Crónicas del puerto de Buenos Aires: inmigración y trabajo entre 1880 y 1930', 29870, 0],
    ['Introducción a la programación con Python para estudiantes de escuela secundaria', 26540.2, 0],
    ['Los cuentos de la abuela: relatos tradicionales del campo argentino ilustrados', 15480, 0],
    ['Derecho laboral argentino comentado: ley de contrato de trabajo y convenios colectivos', 52300, 0],
    ['Atlas de la vida silvestre de la Patagonia austral y Tierra del Fuego', 41260.8, 0],
    ['Novela "La casa de las glicinas" edición de bolsillo con prólogo de la autora', 12960, 0],
  ]),
  // a dental clinic's services to patients (exempt)
  dental: catalog('OD', 'prest.', [
    ['Consulta odontológica y diagnóstico', 28000, 0], ['Limpieza con ultrasonido y fluoración', 42500, 0], ['Obturación con resina compuesta una cara', 56800, 0],
    ['Extracción dentaria simple', 61400, 0], ['Radiografía periapical digital', 14200, 0], ['Tratamiento de conducto unirradicular', 186000, 0],
    ['Blanqueamiento dental en consultorio', 238000, 0], ['Placa miorrelajante acrílica', 164500, 0], ['Sellador de fosas y fisuras por pieza', 22400, 0],
  ]),
  // a food and cleaning wholesaler's items, priced by the unit and sold by the box
  wholesale: catalog('MY', 'u', [
    ['Aceite de girasol 1,5 L', 2846.3], ['Arroz largo fino 1 kg', 1532.8], ['Fideos tirabuzón 500 g', 1124.5], ['Puré de tomate 520 g', 968.4],
    ['Yerba mate con palo 1 kg', 4380], ['Azúcar refinada 1 kg', 1286.7], ['Detergente lavavajillas 750 ml', 1342.6], ['Lavandina 2 L', 1098.2],
    ['Jabón en polvo 800 g', 2974.5], ['Papel higiénico 4 rollos 30 m', 2216.4], ['Galletitas de agua 3 x 100 g', 1468.9], ['Leche en polvo entera 800 g', 7860],
  ]),
  // fresh18: ten more catalogs (no older layout draws from them).
  // a supermarket chain's articles sold to a company (groceries at 21 %, fresh food and bread at 10,5 %)
  supermarket: catalog('SM', 'u', [
    ['Leche entera larga vida 1 L', 1320.66], ['Yerba mate suave 1 kg', 4512.4], ['Café molido torrado 500 g', 7880.17], ['Azúcar común tipo A 1 kg', 1190.08],
    ['Harina de trigo 000 1 kg', 892.56, 10.5], ['Aceite de girasol 900 ml', 2210.74], ['Arroz doble carolina 1 kg', 1689.26], ['Fideos spaghetti 500 g', 1037.19],
    ['Galletitas dulces surtidas 400 g', 1905.79], ['Atún al natural lata 170 g', 2470.25], ['Tomate triturado 520 g', 909.09], ['Agua mineral sin gas 2 L', 1150.41],
    ['Gaseosa cola 2,25 L', 3140.5], ['Papel higiénico x 4 rollos', 2380.17], ['Servilletas de papel x 100', 1074.38], ['Detergente concentrado 500 ml', 1487.6],
    ['Lavandina 1 L', 785.12], ['Jabón líquido para ropa 3 L', 8760.33], ['Esponja multiuso x 3', 1239.67], ['Bolsas de residuos 50 x 70 x 10', 1652.89],
    ['Banana ecuador x kg', 1818.18, 10.5], ['Manzana roja x kg', 2066.12, 10.5], ['Papa negra x kg', 950.41, 10.5], ['Pan lactal blanco 550 g', 2975.21, 10.5],
    ['Carne picada común x kg', 7438.02, 10.5], ['Pechuga de pollo x kg', 6611.57, 10.5], ['Café en cápsulas x 10', 6198.35], ['Té en saquitos x 50', 1404.96],
  ]),
  // a customs broker's concepts (services)
  customs: catalog('DA', 'u', [
    ['Honorarios por despacho de importación a consumo', 385000], ['Honorarios por despacho de exportación', 248000],
    ['Clasificación arancelaria y análisis de posición NCM', 96500], ['Gestión de certificado de origen', 72400],
    ['Tramitación de intervención de organismo (SENASA, ANMAT, INAL)', 118000], ['Digitalización y legajo del despacho', 18900],
    ['Confección de declaración jurada de valor', 45600], ['Coordinación de verificación física en depósito fiscal', 64800],
    ['Gastos de gestoría y presentación ante Aduana', 31200], ['Seguimiento de carga y aviso de arribo', 22750],
  ]),
  // a pharmacy's articles (medicines covered by health plans, and perfumery)
  pharmacy: catalog('FA', 'u', [
    ['Ibuprofeno 400 mg x 20 comprimidos', 5280], ['Amoxicilina 500 mg x 16 cápsulas', 9870.25], ['Enalapril 10 mg x 30 comprimidos', 7140],
    ['Omeprazol 20 mg x 28 cápsulas', 11230.5], ['Atorvastatina 20 mg x 30 comprimidos', 15680], ['Salbutamol aerosol 100 mcg x 200 dosis', 8920.4],
    ['Levotiroxina 75 mcg x 50 comprimidos', 9340], ['Metformina 850 mg x 60 comprimidos', 6480.75], ['Losartán 50 mg x 30 comprimidos', 8760],
    ['Paracetamol 500 mg x 20 comprimidos', 2890.6], ['Protector solar FPS 50 x 200 ml', 18450], ['Pañales adulto talle M x 8', 9120],
    ['Alcohol en gel 250 ml', 2310.4], ['Cepillo dental suave', 2480],
  ]),
  // a training company's courses, priced per student
  training: catalog('CP', 'alumno', [
    ['Curso de liquidación de sueldos y jornales (24 h)', 186000], ['Taller de Excel avanzado con tablas dinámicas (12 h)', 98500],
    ['Curso de seguridad para operarios de autoelevador (8 h)', 74200], ['Capacitación en atención al cliente y manejo de reclamos (6 h)', 58900],
    ['Curso de primeros auxilios y RCP con certificación (4 h)', 46300], ['Programa de liderazgo para mandos medios (4 encuentros)', 245000],
    ['Taller de facturación electrónica y regímenes de información (6 h)', 67800], ['Curso de manipulación segura de alimentos (10 h)', 52400],
  ]),
  // a beverage distributor's wines and spirits, by the box
  spirits: catalog('BD', 'cj', [
    ['Vino tinto Malbec reserva 750 ml caja x 6', 38400], ['Vino blanco Torrontés 750 ml caja x 6', 27600], ['Vino rosado dulce 750 ml caja x 6', 19850],
    ['Espumante extra brut 750 ml caja x 6', 52300], ['Fernet 750 ml caja x 6', 61800], ['Aperitivo amargo 1 L caja x 6', 34200],
    ['Whisky nacional 1 L caja x 6', 88500], ['Cerveza rubia lata 473 ml pack x 24', 31680], ['Agua tónica 1,5 L pack x 6', 9870],
    ['Vino tinto Cabernet bag-in-box 5 L', 23450], ['Gin nacional 700 ml caja x 6', 72600], ['Sidra 720 ml caja x 6', 16900],
  ]),
  // an industrial hardware store's tools and supplies
  tools: catalog('FI', 'u', [
    ['Amoladora angular 115 mm 850 W', 98600], ['Taladro percutor 13 mm 750 W', 112400], ['Juego de llaves combinadas 8 a 22 mm x 12', 48300],
    ['Destornillador plano 6 x 150 mm', 5120], ['Pinza universal 8"', 13850], ['Martillo carpintero 27 mm', 15600], ['Sierra de arco con hoja bimetálica', 18900],
    ['Cinta de teflón 3/4" x 10 m', 680], ['Silicona acética transparente 280 ml', 5470], ['Tarugos nylon 8 mm x 100', 4890], ['Lija al agua grano 220 (pliego)', 890],
    ['Candado bronce 40 mm', 12650], ['Guantes moteados (par)', 2250], ['Precintos plásticos 200 mm x 100', 3180], ['Espuma de poliuretano 500 ml', 8940],
  ]),
  // a sports club's monthly fees (a VAT-exempt civil association)
  club: catalog('CS', 'mes', [
    ['Cuota social categoría Activo', 24500, 0], ['Cuota social categoría Cadete', 15800, 0], ['Cuota social categoría Infantil', 11200, 0],
    ['Actividad natación', 32600, 0], ['Actividad fútbol infantil', 21400, 0], ['Actividad tenis clase grupal', 38900, 0], ['Actividad gimnasio libre', 27300, 0],
    ['Actividad patín artístico', 23800, 0], ['Seguro de actividades deportivas', 3400, 0], ['Uso de casillero', 4800, 0],
  ]),
  // an architect's fees, each one long paragraph
  architect: catalog('AR', 'u', [
    ['Honorarios profesionales por anteproyecto, proyecto ejecutivo y documentación para permiso de obra de vivienda unifamiliar en dos plantas, según contrato y etapa aprobada por el comitente', 1850000],
    ['Honorarios por dirección técnica de obra correspondientes al avance certificado del mes, incluyendo visitas semanales, actas de obra y control de calidad de los trabajos ejecutados por la empresa contratista', 960000],
    ['Honorarios por relevamiento, medición y confección de planos conforme a obra para regularización ante el municipio, incluyendo presentación y seguimiento del expediente', 720000],
    ['Honorarios por cómputo métrico, presupuesto y pliego de especificaciones técnicas para la licitación privada de la obra de refacción del local comercial', 640000],
    ['Honorarios por asesoramiento técnico y peritaje de patologías constructivas (humedades y fisuras) con informe escrito y registro fotográfico', 415000],
  ]),
  // an air-conditioning installer's equipment and labour
  hvac: catalog('AA', 'u', [
    ['Equipo split inverter frío/calor 3000 frigorías', 892000], ['Equipo split inverter frío/calor 4500 frigorías', 1185000],
    ['Equipo split inverter frío/calor 6000 frigorías', 1524000], ['Instalación estándar de split hasta 3 m de cañería', 168000],
    ['Metro adicional de cañería de cobre aislada', 24500], ['Soporte de unidad exterior reforzado', 38600], ['Bomba de condensado', 72800],
    ['Carga de gas refrigerante R410A', 54200], ['Service preventivo anual de equipo split', 46500], ['Canaleta plástica con ménsula (metro)', 9800],
  ]),
  // a home-appliance maker's goods leaving its distribution centre on pallets
  appliances: catalog('EH', 'u', [
    ['Heladera con freezer 364 L blanca', 1245000], ['Lavarropas automático 8 kg carga frontal', 986000], ['Cocina a gas 4 hornallas 56 cm', 612000],
    ['Microondas 20 L digital', 198500], ['Termotanque eléctrico 80 L', 372000], ['Ventilador de pie 20" 3 velocidades', 74800],
    ['Calefactor a gas tiro balanceado 3000 kcal', 286400], ['Aire acondicionado portátil 3000 fg', 684000], ['Freezer horizontal 300 L', 824500],
    ['Lavavajillas 12 cubiertos', 915000], ['Horno eléctrico 45 L', 163200], ['Pava eléctrica 1,7 L acero', 38900],
  ]),
  // fresh19: ten more catalogs (no older layout draws from them).
  // a footwear wholesaler's articles, sold by the pair in size curves
  footwear: catalog('ZP', 'par', [
    ['Zapatilla urbana cuero negro art. 4410', 38600], ['Zapatilla running malla gris art. 7120', 42900.5], ['Bota texana cuero suela art. 2205', 61400],
    ['Mocasín náutico gamuza azul art. 3318', 34250], ['Sandalia plataforma cuero natural art. 5102', 29870.4], ['Borceguí trekking impermeable art. 6640', 55300],
    ['Guillermina escolar charol negro art. 1207', 21480], ['Pantufla polar con suela art. 9001', 9860.6], ['Ojotas de goma estampadas art. 9040', 5120],
  ]),
  // a pet and farm-animal feed distributor's bags
  petfeed: catalog('AB', 'bolsa', [
    ['Alimento perro adulto raza mediana bolsa 20 kg', 48600], ['Alimento perro cachorro bolsa 15 kg', 44250.5], ['Alimento gato adulto bolsa 10 kg', 39870],
    ['Alimento para equinos bolsa 25 kg', 27340.8], ['Pellet para conejos bolsa 25 kg', 21960], ['Mezcla de semillas para aves bolsa 25 kg', 24180.4],
    ['Piedras sanitarias para gatos bolsa 4 kg', 6240], ['Núcleo vitamínico mineral para bovinos balde 10 kg', 31450.6], ['Balanceado para ponedoras bolsa 40 kg', 29780],
    ['Sal mineralizada en bloque 10 kg', 8930.2],
  ]),
  // a gym's monthly memberships and extras
  gym: catalog('GY', 'mes', [
    ['Cuota mensual pase libre musculación', 42975.21], ['Cuota mensual 3 veces por semana', 33884.3], ['Abono mensual spinning 8 clases', 24793.39],
    ['Abono mensual entrenamiento funcional', 28099.17], ['Pileta libre abono mensual', 37190.08], ['Matrícula de inscripción', 14876.03],
    ['Evaluación física inicial', 12396.69], ['Alquiler de casillero (mes)', 4958.68], ['Sesión con entrenador personal', 15702.48],
  ]),
  // a translation agency's services, most of them priced by the word
  translation: [
    ...catalog('TW', 'palabra', [
      ['Traducción técnica inglés a español (por palabra)', 38.5], ['Traducción pública español a inglés (por palabra)', 62.4],
      ['Traducción comercial portugués a español (por palabra)', 34.2], ['Revisión y corrección de estilo (por palabra)', 12.8],
      ['Traducción técnica alemán a español (por palabra)', 51.75], ['Traducción general italiano a español (por palabra)', 33.6],
    ]),
    ...catalog('TQ', 'u', [
      ['Legalización ante el Colegio de Traductores (por documento)', 18500], ['Maquetación y formato DTP (por página)', 4200],
      ['Interpretación consecutiva (por hora)', 68000],
    ]),
  ],
  // a construction equipment rental company's daily rates
  machinery: catalog('QA', 'día', [
    ['Andamio tubular cuerpo completo 1,50 m', 1850.4], ['Hormigonera eléctrica 150 L', 9870], ['Martillo demoledor eléctrico 11 kg', 14320.5],
    ['Placa vibrocompactadora 60 kg', 16980], ['Minicargadora con operador', 186400], ['Generador eléctrico 7 kVA', 21450.8],
    ['Puntal metálico telescópico 3 m', 420.6], ['Elevador de carga a cremallera 500 kg', 38600], ['Cortadora de pavimento a explosión', 27840],
    ['Vibrador de inmersión para hormigón', 8650.2],
  ]),
  // a photographer's packages (a Monotributista: no VAT)
  photo: catalog('FO', 'u', [
    ['Sesión de fotos en estudio 1 hora con 20 fotos editadas', 85000, 0], ['Cobertura fotográfica de evento social 4 horas', 320000, 0],
    ['Book familiar en exteriores con 30 fotos editadas', 140000, 0], ['Fotos carnet digitales x 4', 9500, 0], ['Fotolibro 30 x 30 cm 20 páginas', 98000, 0],
    ['Ampliación impresa 30 x 40 cm', 22500, 0], ['Fotografía de producto para tienda online (por foto)', 6800, 0], ['Retoque avanzado adicional (por foto)', 4500, 0],
    ['Entrega en pendrive personalizado', 18000, 0],
  ]),
  // a seed company's bags (priced in dollars on its proformas)
  seeds: catalog('SE', 'bolsa', [
    ['Semilla de maíz híbrido DK 7210 bolsa 80.000 semillas', 271400, 10.5], ['Semilla de soja grupo IV bolsa 40 kg', 61360, 10.5],
    ['Semilla de girasol alto oleico bolsa 150.000 semillas', 365800, 10.5], ['Semilla de sorgo granífero bolsa 20 kg', 112100, 10.5],
    ['Semilla de trigo ciclo largo bolsa 50 kg', 56640, 10.5], ['Semilla de alfalfa grupo 9 bolsa 25 kg', 283200, 10.5],
    ['Inoculante líquido para soja dosis 50 kg', 10620], ['Curasemillas para maíz bidón 5 L', 141600], ['Flete a campo (por bolsa)', 2950],
  ]),
  // a roll-off container (volquetes) and waste collection company
  waste: catalog('VQ', 'u', [
    ['Volquete 5 m3 colocación y retiro', 68400], ['Volquete 7 m3 colocación y retiro', 84250.5], ['Recambio de volquete en obra', 59800],
    ['Día adicional de permanencia de volquete', 6120.4], ['Recolección mensual de residuos secos', 146300], ['Contenedor 1.100 L para residuos (alquiler mensual)', 38900],
    ['Disposición final de residuos áridos (tonelada)', 21480], ['Retiro de residuos de poda (viaje)', 47600.8],
  ]),
  // a laboratory supplies wholesaler (consumables at 21 %, instruments at 10,5 %)
  labsupply: catalog('LS', 'u', [
    ['Tubo de ensayo vidrio 16 x 150 mm x 100', 18640.5], ['Vaso de precipitado borosilicato 250 ml', 6320], ['Probeta graduada 100 ml clase B', 9870.4],
    ['Placas de Petri descartables 90 mm x 500', 84300], ['Agua destilada bidón 5 L', 5480.6], ['Alcohol isopropílico 1 L', 11250],
    ['Papel de filtro cualitativo 125 mm x 100', 7960.2], ['Espectrofotómetro visible 340-1000 nm', 2184000, 10.5], ['Estufa de cultivo 50 L', 1296500, 10.5],
    ['Microscopio binocular 1000x con luz LED', 948700, 10.5], ['Balanza de precisión 0,01 g 600 g', 512300, 10.5], ['Agitador vórtex velocidad variable', 386400, 10.5],
  ]),
  // a plant nursery's wholesale list to garden shops
  nursery: catalog('VV', 'u', [
    ['Ficus benjamina maceta N° 20', 18450], ['Potus en maceta colgante N° 16', 9870.5], ['Lavanda maceta N° 12', 5240], ['Jazmín del país maceta N° 14', 7980.4],
    ['Limonero injertado en bolsa 10 L', 26300], ['Tierra negra fértil bolsa 50 dm3', 4860.2], ['Compost orgánico bolsa 25 kg', 6120], ['Rosal injertado raíz desnuda', 6890.6],
    ['Plantines de estación bandeja x 12', 8340], ['Maceta plástica negra N° 20', 1950.8], ['Sustrato para almácigos bolsa 10 L', 3680],
  ]),
  // fresh20: ten more catalogs (no older layout draws from them).
  // a bicycle parts wholesaler's articles
  bikes: catalog('BK', 'u', [
    ['Cubierta MTB 29 x 2.20 tacos', 28450.5], ['Cámara 29 x 1.95/2.125 válvula Presta', 6120], ['Cadena 11 velocidades 116 eslabones', 34870.4],
    ['Piñón cassette 11-42 dientes 11v', 96300], ['Pedal plataforma aluminio (par)', 21540], ['Freno a disco hidráulico delantero', 88650.8],
    ['Pastillas de freno orgánicas (par)', 7890.2], ['Manubrio aluminio 720 mm', 24300], ['Asiento MTB con riel de acero', 19870.6],
    ['Luz trasera LED recargable USB', 11240], ['Inflador de pie con manómetro', 26980.3], ['Casco urbano talle M', 38400],
  ]),
  // a musical instruments shop (prices with VAT to final consumers)
  music: catalog('MU', 'u', [
    ['Guitarra criolla de estudio con funda', 118600], ['Juego de cuerdas nylon tensión normal', 9870.5], ['Encordado acero para guitarra eléctrica .010', 11230],
    ['Teclado 61 teclas sensitivo con fuente', 392400], ['Afinador cromático de clip', 14860.4], ['Púas surtidas x 12', 3150], ['Soporte de pie para guitarra', 16420.8],
    ['Cable plug-plug 3 m para instrumento', 12940], ['Amplificador para guitarra 20 W', 268300], ['Atril plegable de partituras', 18750.6],
  ]),
  // an optical wholesaler's frames and lenses (returns credited)
  optics: catalog('OP', 'u', [
    ['Armazón acetato negro mate mod. Lucca 52-18 140', 42300], ['Armazón metal dorado mod. Vera 50-19 135', 38650.4], ['Armazón niño TR90 azul mod. Pipo 46-16 125', 26480],
    ['Anteojo de sol polarizado mod. Costa carey', 51200.8], ['Lente orgánico 1.56 antirreflejo (par)', 22940], ['Lente fotocromático 1.60 (par)', 58300.5],
    ['Estuche rígido para anteojos', 3870.2], ['Paño de microfibra con logo x 50', 12600], ['Líquido limpiador 60 ml x 12', 15480],
  ]),
  // a locksmith's work (a Monotributista: no VAT)
  locks: catalog('CE', 'u', [
    ['Apertura de puerta sin daño (domicilio)', 38000, 0], ['Cambio de combinación de cerradura', 26500, 0], ['Copia de llave doble paleta', 4800, 0],
    ['Copia de llave de seguridad computada', 9200, 0], ['Cerradura de seguridad 4 combinaciones instalada', 96500, 0], ['Cilindro europeo 70 mm antibumping', 48700, 0],
    ['Instalación de cerrojo adicional', 31500, 0], ['Apertura de automotor', 42000, 0], ['Recargo por servicio nocturno', 18000, 0],
  ]),
  // a solar energy equipment importer (invoiced in dollars)
  solar: catalog('SO', 'u', [
    ['Panel solar monocristalino 550 W', 189800, 10.5], ['Inversor híbrido 5 kW con cargador MPPT', 1457300, 10.5], ['Batería de litio LiFePO4 5 kWh', 2336400, 10.5],
    ['Regulador de carga MPPT 60 A', 306800, 10.5], ['Estructura de aluminio para 4 paneles en techo', 177000], ['Cable solar 6 mm² rollo x 100 m', 212400],
    ['Conectores MC4 (par) x 10', 29500], ['Tablero de protección CC/CA armado', 259600], ['Instalación y puesta en marcha', 401200],
  ]),
  // an industrial laundry's services to hotels and clinics
  laundry: catalog('LV', 'kg', [
    ['Lavado y planchado de ropa de cama (por kg)', 1840.5], ['Lavado de toallas y toallones (por kg)', 1620], ['Lavado de mantelería con almidonado (por kg)', 2210.8],
    ['Lavado de ambos y uniformes sanitarios (por kg)', 2480], ['Lavado de acolchados (por kg)', 2960.4], ['Desinfección de ropa hospitalaria (por kg)', 3140],
    ['Retiro y entrega en establecimiento (por viaje)', 24500], ['Reposición de sábana perdida', 18600.2],
  ]),
  // a sign-making shop's works (long descriptions)
  signs: catalog('CT', 'u', [
    ['Cartel frontal en chapa galvanizada 3,00 x 0,80 m con vinilo impreso full color, estructura de caño 20 x 20 y colocación', 684300],
    ['Letras corpóreas en acrílico 3 mm con iluminación LED interna, altura 30 cm, por letra', 58400.5],
    ['Caja de luz doble faz 0,60 x 0,60 m con bastidor de aluminio y lona front-light, incluye instalación eléctrica', 312600],
    ['Ploteo de vidriera en vinilo esmerilado con logo calado, por m²', 26800], ['Banner de lona 1,00 x 2,00 m con ojales y bolsillo para caño', 41250.8],
    ['Tótem de señalización 2,20 m en chapa plegada con pintura poliuretánica y base de hormigón', 925400],
    ['Diseño gráfico y adaptación de archivos para producción', 48000], ['Señalética de seguridad en alto impacto 20 x 30 cm (por unidad)', 6850.4],
    ['Traslado y montaje con hidroelevador (jornada)', 214500],
  ]),
  // an elevator maintenance company's monthly service and repairs
  lifts: catalog('AS', 'u', [
    ['Abono mensual de conservación de ascensor (por equipo)', 168400], ['Inspección técnica anual con libro de inspección', 96300],
    ['Reemplazo de botonera de cabina', 284600.5], ['Cambio de cables de tracción (por cable)', 148900], ['Lubricación y ajuste de máquina', 54200],
    ['Reparación de puerta automática de cabina', 198700.4], ['Atención de emergencia fuera de horario', 72500], ['Reemplazo de lámpara y plafón de cabina', 31480],
  ]),
  // a textile mill's fabric rolls (delivered by metre)
  textile: catalog('TX', 'm', [
    ['Tela gabardina 100 % algodón ancho 1,50 m color azul', 6840.5], ['Tela jersey algodón peinado 24/1 tubular', 5980], ['Tela frisa invisible ancho 1,80 m gris melange', 7420.8],
    ['Tela morley rayado ancho 1,60 m', 6210], ['Tela denim 12 oz elastizado', 9870.4], ['Tela lycra deportiva brillo negra', 8650], ['Tela lienzo crudo ancho 1,60 m', 3980.6],
    ['Tela polar antipilling ancho 1,50 m', 6120], ['Tela tropical mecánico ancho 1,50 m', 5460.2],
  ]),
  // a swimming-pool supplies distributor
  pools: catalog('PI', 'u', [
    ['Cloro granulado estabilizado balde 10 kg', 68450], ['Pastillas de cloro triple acción 200 g x 5 kg', 74300.5], ['Clarificador floculante 5 L', 18620],
    ['Alguicida concentrado 5 L', 21480.4], ['Bomba autocebante 3/4 HP', 386200], ['Filtro de arena 500 mm con válvula selectora', 512800], ['Arena para filtro bolsa 25 kg', 12340],
    ['Barrefondo con cepillo y cabezal', 28970.8], ['Manguera flotante 10 m', 24650], ['Kit analizador de cloro y pH', 9860.2],
  ]),
  // fresh21: ten more catalogs (no older layout draws from them).
  // an upholstery workshop's works
  upholstery: catalog('TA', 'u', [
    ['Retapizado de sillón de 3 cuerpos en pana antimanchas', 186500], ['Retapizado de silla de comedor en ecocuero', 24800.5],
    ['Cambio de espuma alta densidad 24 kg/m3 en almohadón', 15600], ['Confección de funda a medida para sofá de 2 cuerpos', 98400],
    ['Retapizado de cabecera de sommier 1,60 m', 112300.4], ['Reparación de estructura y resortes de sillón', 46800], ['Tela chenille por metro (ancho 1,40 m)', 18950.8],
    ['Retiro y entrega a domicilio', 22000], ['Tapizado de banqueta alta de cocina', 31200],
  ]),
  // a natural gas distributor's bill (fixed charge and consumption by the cubic metre)
  gasutility: catalog('GN', 'm3', [
    ['Cargo fijo por factura', 9860.45], ['Consumo gas natural 1er. escalón (m3 de 9300 kcal)', 412.39], ['Consumo gas natural 2do. escalón (m3 de 9300 kcal)', 468.72],
    ['Cuota plan de pago instalación interna', 18420], ['Cargo por reconexión programada', 35600.8], ['Servicio de verificación de artefactos', 14250],
  ]),
  // a prepaid medicine plan's monthly fees and extras
  prepaid: catalog('PP', 'mes', [
    ['Cuota mensual plan PX-310 titular', 168400, 10.5], ['Cuota mensual plan PX-310 cónyuge adherente', 151560, 10.5],
    ['Cuota mensual plan PX-310 hijo menor de 21 años', 84200, 10.5], ['Cuota mensual plan PX-410 titular', 238700, 10.5],
    ['Adicional odontología integral', 12400], ['Copago consulta de especialista', 6500], ['Copago práctica de diagnóstico por imágenes', 11800],
    ['Adicional cobertura en el exterior', 19600],
  ]),
  // an international freight forwarder (invoiced in dollars; international freight exempt)
  forwarding: catalog('FF', 'u', [
    ['Flete aéreo internacional MIA-EZE por kg cargable', 5723, 0], ['Flete marítimo internacional contenedor 20 pies SHA-BUE', 2773000, 0],
    ['Gastos en origen (pick-up y documentación)', 218300], ['Handling y emisión de guía aérea', 112100], ['Desconsolidación y liberación de BL', 141600],
    ['Seguro de carga sobre valor FOB', 247800], ['Almacenaje en depósito fiscal (por día)', 56640], ['Consolidación LCL por m3', 73160],
  ]),
  // an auto parts store (returns credited)
  autoparts: catalog('RP', 'u', [
    ['Pastillas de freno delanteras Fiat Cronos', 28450.6], ['Filtro de aceite Ford Ranger 3.2', 12890], ['Amortiguador trasero VW Gol Trend (gas)', 64300.4],
    ['Kit de distribución Renault Sandero 1.6 16v', 118700], ['Bujía de iridio (unidad)', 9870.25], ['Correa poly-V 6PK1070', 15480], ['Lámpara H7 12 V 55 W', 4980.8],
    ['Disco de freno ventilado Peugeot 208 (par)', 96350], ['Bomba de agua Chevrolet Onix 1.4', 54620], ['Termostato con carcasa Toyota Hilux 2.8', 41280.5],
  ]),
  // an aluminium windows and doors maker's quotes (long descriptions)
  openings: catalog('VA', 'u', [
    ['Ventana corrediza de aluminio línea Módena 1,50 x 1,10 m con vidrio DVH 4/9/4 y mosquitero', 742600],
    ['Puerta de entrada de aluminio línea Rotonda 0,90 x 2,05 m con vidrio laminado 3+3 y cerradura de seguridad', 1186400],
    ['Paño fijo de aluminio blanco 0,60 x 1,80 m con vidrio float 4 mm', 186300.5], ['Ventiluz oscilobatiente 0,50 x 0,50 m con vidrio esmerilado', 128900],
    ['Persiana de PVC con cajón compacto 1,50 x 1,10 m y accionamiento a cinta', 298400], ['Baranda de aluminio y vidrio templado 10 mm (por metro lineal)', 264800],
    ['Colocación en obra con sellado perimetral de silicona (por abertura)', 48500], ['Premarco de aluminio para ventana 1,50 x 1,10 m', 62300.4],
  ]),
  // an industrial gases distributor's cylinders
  gases: catalog('GI', 'tubo', [
    ['Oxígeno industrial tubo 6 m3', 38600], ['Acetileno disuelto tubo 7 kg', 92400], ['Dióxido de carbono tubo 25 kg', 58700.5], ['Argón 4.8 tubo 10 m3', 124800],
    ['Mezcla argón-CO2 82/18 tubo 10 m3', 108300], ['Nitrógeno industrial tubo 6 m3', 46200], ['Oxígeno medicinal tubo 1 m3', 21800.6], ['Helio para globos tubo 3 m3', 186400],
  ]),
  // an ice cream distributor's boxes for kiosks
  icecream: catalog('HL', 'caja', [
    ['Palito de agua frutilla caja x 40', 31200], ['Bombón helado almendrado caja x 24', 45800.5], ['Cucurucho dulce de leche caja x 20', 38600],
    ['Helado 1 kg chocolate y crema americana', 8640], ['Helado pote 5 L sambayón', 34200.8], ['Torta helada oblea x 8 porciones', 14980],
    ['Palito crema tentación caja x 30', 36450], ['Conos de oblea para heladería x 400', 27300],
  ]),
  // a dog groomer's services (a Monotributista: no VAT)
  grooming: catalog('PE', 'serv.', [
    ['Baño y corte raza pequeña', 18500, 0], ['Baño y corte raza mediana', 24000, 0], ['Baño y corte raza grande', 32500, 0], ['Baño medicado con shampoo de clorhexidina', 21000, 0],
    ['Deslanado completo', 27800, 0], ['Corte de uñas y limpieza de oídos', 6500, 0], ['Traslado ida y vuelta dentro de la zona', 8000, 0], ['Tratamiento antipulgas aplicado', 12900, 0],
  ]),
  // a hairdressing and beauty supplies distributor
  beauty: catalog('BZ', 'u', [
    ['Tintura en crema 60 g tono 7.1 rubio ceniza', 5240.5], ['Oxidante en crema 20 vol. 900 ml', 6870], ['Shampoo profesional neutro 5 L', 28400],
    ['Baño de crema nutritivo 1 kg', 15960.8], ['Decolorante en polvo 500 g', 18200], ['Secador de pelo profesional 2200 W', 168400], ['Plancha de cerámica para alisar', 97600.4],
    ['Capa de corte impermeable', 8900], ['Guantes de nitrilo caja x 100', 11450], ['Esmalte semipermanente 10 ml', 7680.2], ['Quitaesmalte sin acetona 1 L', 5320],
    ['Papel aluminio para mechas rollo 100 m', 9840.6], ['Cepillo térmico 32 mm', 12780], ['Toalla de algodón 50 x 90 cm', 6420.5], ['Alcohol en gel 5 L', 13650],
  ]),
  // fresh22: a funeral home's services
  funeral: catalog('SF', 'serv.', [
    ['Servicio de sepelio categoría standard', 1850000], ['Ataúd de madera maciza con herrajes', 920000], ['Sala velatoria (hasta 24 h)', 410000],
    ['Traslado del fallecido dentro de los 30 km', 165000], ['Carroza fúnebre y dos autos de acompañamiento', 298000], ['Arreglo floral corona', 86500],
    ['Gestión de partida de defunción y licencia de inhumación', 54000], ['Tanatopraxia (conservación)', 235000], ['Aviso fúnebre en diario local', 48200],
    ['Cafetería para sala velatoria', 62800],
  ]),
  // fresh22: a ceramic tile factory's delivery to builders
  ceramics: catalog('CR', 'caja', [
    ['Porcelanato pulido 60 x 60 gris perla caja 1,44 m2', 38650.4], ['Cerámica piso 45 x 45 beige caja 2,03 m2', 16420], ['Revestimiento blanco brillante 30 x 60 caja 1,62 m2', 19875.5],
    ['Porcelanato símil madera 20 x 120 roble caja 1,2 m2', 42310], ['Pastina cementicia gris 5 kg', 6240.8], ['Adhesivo impermeable para porcelanato 30 kg', 14980],
    ['Guardas decorativas 8 x 30 x 10', 11260.3], ['Zócalo porcelanato 9 x 60 x 10', 9870], ['Crucetas niveladoras 2 mm x 200', 3150.6], ['Cerámica antideslizante exterior 36 x 36 caja 2,2 m2', 21430],
  ]),
  // fresh22: a fishing supplies wholesaler
  fishing: catalog('PZ', 'u', [
    ['Nylon monofilamento 0,35 mm bobina (metro)', 38.6], ['Nylon multifilamento trenzado 0,20 mm (metro)', 92.4], ['Plomada pera 60 g (kg)', 18450],
    ['Plomos corredizos surtidos (kg)', 16980.5], ['Anzuelos Mustad 2/0 caja x 100', 9860], ['Reel frontal 4000 con 5 rulemanes', 68400], ['Caña telescópica fibra 3,60 m', 54200.8],
    ['Señuelo cuchara giratoria n.º 3', 4320], ['Esmerillones con rotor x 50', 5870.3], ['Carnada salada de mojarra (kg)', 7640], ['Red de mano aluminio 50 cm', 23100],
    ['Boya de telgopor cónica 40 g x 10', 3980.6],
  ]),
  // fresh22: an event hall's rental contract
  eventhall: catalog('XV', 'serv.', [
    ['Alquiler del salón principal (jornada 8 h)', 2450000], ['Hora adicional de salón', 310000], ['Servicio de catering menú completo por persona', 38500],
    ['Barra libre de bebidas sin alcohol por persona', 9200], ['Sonido e iluminación con DJ (5 h)', 680000], ['Mantelería y vajilla por mesa de 10', 42000],
    ['Personal de seguridad por evento', 260000], ['Decoración floral de mesas centrales', 185000], ['Mesa dulce y torta para 100 personas', 540000],
  ]),
  // fresh22: a marina's mooring and yard services (billed in dollars)
  marina: catalog('NA', 'u', [
    ['Amarre mensual en muelle hasta 30 pies', 354000], ['Amarre mensual en muelle de 30 a 40 pies', 472000], ['Guardería náutica bajo techo (mes)', 265500],
    ['Varada y botada con travel lift', 212400], ['Limpieza de casco con hidrolavadora', 118000], ['Pintura antiincrustante por pie de eslora', 41300],
    ['Consumo de electricidad en muelle (kWh)', 295], ['Recarga de combustible nafta náutica (litro)', 1652], ['Servicio de marinería (hora)', 35400],
  ]),
  // fresh22: an agricultural machinery dealer's spare parts
  farmparts: catalog('MA', 'u', [
    ['Cuchilla de cabezal para cosechadora', 28640.5], ['Correa trapezoidal B-86', 18230], ['Filtro de aceite motor tractor', 21470.8],
    ['Rodamiento de rueda sembradora 6205', 9860], ['Disco cortador de sembradora 16"', 74320], ['Púa de rastra rotativa', 6180.4], ['Manguera hidráulica 1/2" x 1 m', 15940],
    ['Cadena de transmisión 80-1 tramo 3 m', 88650], ['Zaranda de limpieza para cosechadora', 412300], ['Kit de juntas bomba hidráulica', 33870.2],
  ]),
  // fresh22: a parking garage's monthly account
  parking: catalog('CO', 'u', [
    ['Cochera fija cubierta abono mensual', 168000], ['Cochera móvil abono mensual', 124000], ['Estadía por hora', 2600], ['Estadía 12 horas', 14500],
    ['Lavado exterior de vehículo', 9800], ['Moto abono mensual', 52000],
  ]),
  // fresh22: a marble and granite workshop's quotes
  marble: catalog('MG', 'm2', [
    ['Mesada de granito gris mara 2 cm pulida', 198500], ['Mesada de cuarzo blanco 2 cm', 412800], ['Zócalo de granito 10 cm (metro lineal)', 21600],
    ['Bacha de acero inoxidable simple 52 x 32 pegada bajo mesada', 86400], ['Perforación para grifería', 9600], ['Pulido de canto recto (metro lineal)', 14200],
    ['Umbral de mármol travertino 2 cm', 156300], ['Colocación de mesada en obra', 74500], ['Regrueso de frente 4 cm (metro lineal)', 27800],
  ]),
  // fresh22: a piano tuner and repairer (a Monotributista)
  pianos: catalog('AF', 'serv.', [
    ['Afinación de piano vertical', 78000], ['Afinación de piano de cola', 112000], ['Regulación de mecanismo completo', 260000],
    ['Cambio de cuerda de bordón', 38500], ['Reparación de martillo y fieltro', 24600], ['Visita de diagnóstico a domicilio', 35000], ['Limpieza interior y tratamiento antipolilla', 64000],
  ]),
  // fresh22: an irrigation equipment distributor's deliveries
  irrigation: catalog('RG', 'u', [
    ['Cinta de goteo 16 mm emisor cada 20 cm rollo 1000 m', 184600], ['Manguera de polietileno 1" rollo 100 m', 92800], ['Aspersor de impacto 1/2" bronce', 16450.5],
    ['Filtro de anillas 2" 120 mesh', 58230], ['Electroválvula 1" 24 VAC', 41870], ['Programador de riego 6 estaciones', 126400.8], ['Conector inicial para cinta 16 mm x 50', 13260],
    ['Válvula de aire 1" doble efecto', 22940], ['Tee de polietileno 25 mm', 1870.4], ['Microaspersor con estaca x 25', 18650],
  ]),
  // fresh23: a beekeepers' supplies store
  apiary: catalog('AP', 'u', [
    ['Cera estampada para alza melaria (kg)', 18400], ['Marco de alza armado con alambre', 3260.5], ['Cuadro de cámara de cría pino', 3980],
    ['Alza melaria Langstroth sin marcos', 27450], ['Ahumador de acero inoxidable', 31200.8], ['Careta de tul con sombrero', 14680],
    ['Jarabe de fructosa para alimentación bidón 25 kg', 38900, 10.5], ['Ácido oxálico tratamiento varroa 100 g', 6210.4, 10.5],
    ['Excluidor de reinas plástico', 4870.25], ['Tambor de 300 kg para miel con epoxi', 96500], ['Levanta cuadros pinza', 5120],
    ['Guantes de cuero para apicultor', 9860.6],
  ]),
  // fresh23: a glazier's quotes
  glazing: catalog('VD', 'm2', [
    ['Vidrio float incoloro 4 mm', 38600], ['Vidrio laminado 3+3 incoloro', 71250], ['Espejo float 4 mm con canto pulido', 64800],
    ['Vidrio DVH 4/9/4 incoloro', 142300], ['Vidrio esmerilado 4 mm', 49900], ['Mampara de baño templado 8 mm', 268400],
    ['Colocación de vidrio con burlete', 12600], ['Pulido de canto (metro lineal)', 5400], ['Perforación en vidrio templado', 8900],
  ]),
  // fresh23: a dairy plant's deliveries to shops
  dairy: catalog('LQ', 'u', [
    ['Leche entera sachet 1 L cajón x 12', 13650], ['Yogur bebible frutilla 1 L', 2480.5], ['Queso cremoso barra 4 kg', 39820],
    ['Manteca 200 g caja x 20', 41300], ['Dulce de leche repostero 10 kg', 58700], ['Crema de leche 35 % 1 L', 6880.4],
    ['Queso rallado 150 g caja x 24', 52600], ['Ricota 500 g', 2940.7], ['Queso de rallar Reggianito por kg', 16450],
    ['Leche chocolatada 1 L cajón x 12', 21980],
  ]),
  // fresh23: a scaffolding and formwork rental company
  scaffold: catalog('AN', 'mes', [
    ['Alquiler andamio tubular cuerpo 1,5 x 1 m (mes)', 18600], ['Alquiler tablón metálico 3 m (mes)', 4250], ['Alquiler puntal telescópico 3,5 m (mes)', 3180],
    ['Alquiler rueda con freno para andamio (mes)', 2240], ['Flete de entrega y retiro en obra', 86000], ['Armado y desarmado de andamio (m2)', 9400],
    ['Alquiler placa fenólica encofrado (mes)', 5620], ['Energía eléctrica de obrador refacturada (kWh)', 185.6, 27],
  ]),
  // fresh23: a water delivery company (bidones) to homes and offices
  water: catalog('BI', 'u', [
    ['Bidón agua de mesa 20 L recarga', 4200], ['Bidón agua de mesa 12 L recarga', 3100], ['Alquiler dispenser frío-calor (mes)', 9800],
    ['Vasos descartables 180 cc x 100', 2650], ['Sanitización de dispenser', 7400], ['Envase bidón 20 L (depósito)', 12800],
    ['Agua mineral sin gas 500 ml pack x 12', 8950], ['Soda sifón 1,5 L x 6', 5600],
  ]),
  // fresh23: a saddlery exporting and selling to shops (in dollars)
  saddlery: catalog('TB', 'u', [
    ['Montura criolla completa suela', 612000], ['Cabezada de cuero crudo trenzado', 98400], ['Rebenque de plata y cuero', 154800],
    ['Bozal y cabresto de tiento', 72600], ['Matra tejida a telar 70 x 140 cm', 118300], ['Estribos de hierro forjado (par)', 84950.5],
    ['Cincha de lana con argollas', 45600], ['Cinto de carpincho con rastra', 126700], ['Pretal con apliques de alpaca', 138200],
  ]),
  // fresh23: a driving school (Monotributista) billing lessons
  driving: catalog('CJ', 'clase', [
    ['Clase práctica de manejo 50 minutos', 28500], ['Paquete 10 clases prácticas auto', 256000], ['Clase teórica y simulacro de examen', 19800],
    ['Acompañamiento a examen práctico municipal', 42000], ['Clase de estacionamiento en baliza', 26400], ['Clase en ruta y autopista 90 minutos', 49000],
  ]),
  // fresh23: a fire extinguisher service company
  fireext: catalog('MF', 'u', [
    ['Recarga matafuego ABC 5 kg', 15400], ['Recarga matafuego ABC 10 kg', 24800], ['Prueba hidráulica de cilindro', 11600],
    ['Matafuego ABC 5 kg nuevo con soporte', 62500], ['Matafuego CO2 3,5 kg nuevo', 148900], ['Tarjeta de control y precinto', 1850],
    ['Cartel señalizador fotoluminiscente', 4320.5], ['Control de nivel de luces de emergencia', 9600], ['Manguera de incendio 45 mm x 25 m', 187300],
  ]),
  // fresh23: a home-brewing and craft brewery supplies distributor
  brewing: catalog('CV', 'u', [
    ['Malta Pilsen bolsa 25 kg', 41200, 10.5], ['Malta caramelo 60 L bolsa 25 kg', 48900, 10.5], ['Lúpulo Cascade pellet 1 kg', 52800, 10.5],
    ['Lúpulo Mapuche pellet 1 kg', 38600, 10.5], ['Levadura seca US-05 500 g', 61400], ['Clarificante Irish moss 100 g', 3120.5],
    ['Tapas corona 26 mm x 1000', 14650], ['Botella ámbar 355 ml caja x 24', 18900], ['Densímetro para mosto con probeta', 15780],
    ['Fermentador plástico 60 L con canilla', 46250], ['Barril Cornelius 19 L reacondicionado', 168400], ['Ácido fosfórico 85 % 1 L', 11980],
    ['Soda cáustica escamas 1 kg', 4860.8], ['Lupulina Citra extracto 100 g', 29700, 10.5], ['Chiller de inmersión cobre 10 m', 97400],
  ]),
  // fresh23: a land surveyor's fees (agrimensura)
  surveying: catalog('MS', 'serv.', [
    ['Mensura y subdivisión de lote urbano', 890000], ['Relevamiento planialtimétrico (hectárea)', 215000], ['Amojonamiento de vértices', 148000],
    ['Estado parcelario y certificado catastral', 326000], ['Tasa de visado Consejo Profesional', 64500, 0], ['Replanteo de obra', 274000],
    ['Informe de dominio y antecedentes', 58000, 0],
  ]),
  // fresh24
  pestcontrol: catalog('FM', 'serv.', [
    ['Desinsectación mensual de planta (hasta 500 m²)', 185000], ['Desratización con cebaderas perimetrales', 142500], ['Control de palomas con red y pinches', 96800],
    ['Fumigación de silo bolsa', 78400], ['Reposición de cebaderas de seguridad', 6450.5], ['Certificado de desinfección (SENASA)', 18900],
    ['Tratamiento de termitas por inyección (m lineal)', 12350], ['Desinfección de tanque de agua hasta 1.000 L', 54200],
  ]),
  spices: catalog('SP', 'kg', [
    ['Nuez mariposa extra light', 15480.5, 10.5], ['Almendra non pareil 23/25', 17920.3, 10.5], ['Pasas de uva morochas', 5120.75, 10.5],
    ['Pimentón dulce ahumado', 9860.2], ['Orégano frotado', 7340.4], ['Comino molido', 11230.9], ['Maní tostado salado', 4380.6, 10.5],
    ['Mix frutos secos premium', 13975.25, 10.5], ['Coco rallado', 6890.1, 10.5], ['Curry en polvo', 12450.85], ['Ají molido', 8120.35],
  ]),
  physio: catalog('KN', 'sesión', [
    ['Sesión de kinesiología y fisioterapia', 18500], ['Sesión de rehabilitación postquirúrgica', 24000], ['Drenaje linfático manual', 21500],
    ['Evaluación postural inicial', 28000], ['Sesión de magnetoterapia', 9800], ['Reeducación postural global (RPG)', 26500],
  ]),
  cooperage: catalog('TN', 'u', [
    ['Barrica roble francés 225 L tostado medio', 1395000, 0], ['Barrica roble americano 225 L tostado medio plus', 812000, 0],
    ['Bocoy roble francés 500 L', 2480000, 0], ['Duelas de roble para reparación (juego)', 186000, 0], ['Tapón de silicona para barrica', 6850, 0],
    ['Fudre roble francés 2.500 L', 9870000, 0], ['Chips de roble tostado 10 kg', 142000, 0],
  ]),
  cleaning: catalog('LZ', 'u', [
    ['Lavandina concentrada 60 g Cl/L bidón 5 L', 4870.3], ['Detergente neutro concentrado bidón 5 L', 7215.6], ['Desengrasante industrial bidón 5 L', 9840.45],
    ['Limpiador desinfectante amonio cuaternario 5 L', 11320.8], ['Bolsa residuos 60 x 90 negra x 10', 1690.25], ['Papel higiénico institucional 300 m x 8', 14560],
    ['Toalla intercalada blanca x 2500', 16230.9], ['Trapo de piso gris grueso', 1420.55], ['Alcohol en gel 5 L', 12890.7], ['Jabón líquido para manos 5 L', 6980.15],
  ]),
  poultry: catalog('AV', 'cajón', [
    ['Huevo color grande cajón 30 docenas', 58400], ['Huevo blanco mediano cajón 30 docenas', 49800], ['Pollo entero congelado caja 20 kg', 61200],
    ['Pata muslo congelada caja 15 kg', 47850], ['Pechuga deshuesada caja 10 kg', 63900], ['Alas de pollo caja 10 kg', 22400],
    ['Maple de cartón 30 huevos x 100', 18650], ['Huevo líquido pasteurizado bidón 5 kg', 21700],
  ]),
  blinds: catalog('CC', 'u', [
    ['Cortina roller screen 5% a medida (m²)', 46800], ['Cortina roller blackout a medida (m²)', 52300], ['Cortina bandas verticales PVC (m²)', 31900],
    ['Mecanismo roller cadena metálica', 18700], ['Motor tubular 220 V con control remoto', 268000], ['Riel de aluminio para cortina tradicional (m)', 14900],
    ['Instalación por ventana', 22500], ['Toldo brazo invisible lona acrílica (m²)', 98400],
  ]),
  hospital: catalog('HM', 'u', [
    ['Guante de examinación nitrilo talle M caja x 100', 9870.4], ['Jeringa descartable 10 ml c/aguja 21G x 100', 16520.8], ['Gasa hidrófila 10 x 10 cm x 100 sobres', 11240.6],
    ['Barbijo quirúrgico tricapa caja x 50', 4380.25], ['Catéter intravenoso 20G x 50', 27890.1], ['Solución fisiológica 500 ml x 20', 19640.35],
    ['Equipo de venoclisis macrogotero x 25', 13150.5], ['Apósito transparente 6 x 7 cm x 100', 21460.9], ['Alcohol etílico 70% 1 L', 2890.75],
    ['Camisolín descartable hemorepelente x 10', 15780.45], ['Cinta hipoalergénica 2,5 cm x 9 m', 1240.3], ['Sonda vesical Foley 16 Fr', 3580.6],
  ]),
  indpark: catalog('PQ', 'mes', [
    ['Energía eléctrica consumida (kWh) - reventa', 142.35, 27], ['Cargo fijo de potencia contratada (kW)', 8450.5, 27], ['Agua industrial (m³)', 1185.4, 27],
    ['Expensas de mantenimiento de áreas comunes', 412000], ['Servicio de vigilancia y control de accesos', 286500], ['Recolección de residuos asimilables', 98700],
    ['Mantenimiento de calles internas y alumbrado', 64300],
  ]),
  seafood: catalog('PS', 'kg', [
    ['Merluza hubbsi filet sin piel', 8950.4, 10.5], ['Langostino entero L2 congelado', 21480.6, 10.5], ['Calamar illex tubo limpio', 12760.3, 10.5],
    ['Salmón rosado porción', 28940.8, 10.5], ['Abadejo filet', 14320.25, 10.5], ['Mejillón precocido', 9480.9, 10.5],
    ['Rabas rebozadas congeladas 1 kg', 11890.5], ['Medallón de merluza rebozado x 12', 7640.15], ['Bandeja térmica telgopor', 380.4],
  ]),
  lubeshop: catalog('LU', 'u', [
    ['Aceite mineral 15W40 bidón 4 L', 21450.3], ['Aceite semisintético 10W40 bidón 4 L', 28960.75], ['Filtro de aceite rosca 3/4"', 6480.4],
    ['Filtro de aire panel rectangular', 8920.15], ['Filtro de combustible diésel en línea', 11340.6], ['Filtro de habitáculo con carbón activado', 9870.25],
    ['Líquido refrigerante orgánico 5 L', 12650.9], ['Grasa de litio multipropósito pote 1 kg', 7340.5], ['Líquido de frenos DOT 4 500 ml', 5620.35],
    ['Mano de obra cambio de aceite y filtros', 15000], ['Aditivo limpia inyectores 300 ml', 6790.8], ['Lamparita halógena H7 12 V', 4480.2],
  ]),
  mattress: catalog('CH', 'u', [
    ['Colchón de resortes bicónicos 140 x 190 cm', 312450.6], ['Colchón espuma alta densidad 80 x 190 cm', 148730.2], ['Sommier completo 160 x 200 cm', 689990.4],
    ['Almohada de fibra siliconada 70 x 45 cm', 18450.75], ['Almohada viscoelástica cervical', 39870.3], ['Protector de colchón impermeable 2 plazas', 24690.9],
    ['Base de sommier 100 x 200 cm', 198540.1], ['Respaldo tapizado en pana 1,60 m', 156780.45], ['Juego de sábanas 180 hilos 2 plazas', 32450.6],
    ['Flete a domicilio zona urbana', 12000],
  ]),
  trophies: catalog('TF', 'u', [
    ['Copa metalizada dorada 32 cm con base', 14870.4], ['Medalla fundida 50 mm con cinta', 2340.65], ['Trofeo de resina figura fútbol 18 cm', 9960.3],
    ['Plaqueta de madera con chapa grabada 20 x 15', 18790.8], ['Cinta tricolor para medalla', 410.25], ['Grabado láser por línea', 1250],
    ['Estatuilla de acrílico con grabado 15 cm', 22480.5], ['Llavero metálico con logo (por unidad)', 1890.45], ['Estuche de pana para medalla', 2675.9],
  ]),
  yerba: catalog('YM', 'u', [
    ['Yerba mate con palo 1 kg (bulto x 10)', 48760.4], ['Yerba mate despalada 500 g (bulto x 20)', 51240.8], ['Yerba mate suave 1 kg (bulto x 10)', 46980.3],
    ['Yerba compuesta con hierbas 500 g (bulto x 20)', 44310.55], ['Yerba orgánica 500 g (bulto x 12)', 39870.25], ['Yerba en saquitos x 25 (caja x 24)', 35460.9],
    ['Yerba canchada a granel bolsa 50 kg', 162400.6], ['Exhibidor de cartón para yerba', 8900],
  ]),
  oliveoil: catalog('OL', 'caja', [
    ['Aceite de oliva extra virgen 500 ml caja x 12', 118640.5, 10.5], ['Aceite de oliva extra virgen 1 L caja x 12', 221480.25, 10.5],
    ['Aceite de oliva extra virgen bidón 5 L caja x 4', 264930.8, 10.5], ['Aceitunas verdes descarozadas 1 kg caja x 10', 96420.4, 10.5],
    ['Aceitunas negras griegas 500 g caja x 12', 88760.6, 10.5], ['Pasta de aceitunas 190 g caja x 24', 71530.35, 10.5], ['Lata de aceite con grabado personalizado', 5890.7],
    ['Pallet de madera tratado NIMF 15', 18650],
  ]),
  tannery: catalog('CU', 'm2', [
    ['Cuero vacuno flor corregida negro 1,2 mm', 38450.6], ['Cuero vacuno plena flor suela 1,4 mm', 46980.2], ['Descarne gamuzado marrón', 21760.4],
    ['Nobuck vacuno arena 1,6 mm', 52340.75], ['Cuero crust natural para teñir', 32150.9], ['Forro porcino beige', 14870.3], ['Charol vacuno rojo', 49620.55],
    ['Napa ovina negra', 41290.45],
  ]),
  awnings: catalog('TD', 'u', [
    ['Toldo de brazos extensibles 3,00 x 2,00 m lona acrílica', 685400.5], ['Toldo vertical con guías 2,50 x 2,20 m', 412760.3], ['Cerramiento de PVC cristal 1 m²', 58940.8],
    ['Motor tubular 40 Nm con control remoto', 198650.4], ['Lona acrílica importada rayada (metro lineal)', 42380.6], ['Estructura de aluminio para pérgola 3 x 3 m', 896450.25],
    ['Instalación en altura con andamio', 95000], ['Cofre de aluminio para toldo 3 m', 154320.7], ['Relevamiento de medidas en obra', 25000],
  ]),
  florist: catalog('FL', 'atado', [
    ['Rosa roja tallo largo 60 cm atado x 12', 14890.4], ['Lilium oriental blanco 3 varas', 12640.25], ['Gerbera surtida atado x 10', 9870.6],
    ['Clavel colombiano atado x 20', 11450.8], ['Gypsophila paniculata atado 500 g', 8340.35], ['Eucalipto baby blue atado', 6720.9],
    ['Crisantemo pompón atado x 10', 7980.45], ['Papel kraft para ramos rollo 50 m', 18650.3], ['Esponja floral húmeda caja x 20', 27480.7],
    ['Cinta de raso 25 mm rollo 50 m', 5460.15],
  ]),
  hearing: catalog('AU', 'u', [
    ['Audífono retroauricular digital 8 canales', 1245600.5, 10.5], ['Audífono intracanal recargable', 1689450.3, 10.5], ['Molde auricular de silicona a medida', 48760.4, 10.5],
    ['Pilas para audífono tamaño 312 blister x 6', 6890.25], ['Kit de limpieza para audífonos', 14320.6], ['Deshumidificador eléctrico para audífonos', 38940.8],
    ['Audiometría tonal y logoaudiometría', 45000], ['Control y calibración de audífono', 28500], ['Tubo fino de reemplazo x 3', 9870.35, 10.5],
  ]),
  healthfood: catalog('DT', 'kg', [
    ['Almendra non pareil granel', 21480.6, 10.5], ['Nuez mariposa extra light', 18760.4, 10.5], ['Pasas de uva rubias', 6890.3, 10.5],
    ['Mix de frutos secos con maní', 11240.8], ['Granola crocante sin azúcar', 9450.25], ['Harina de almendras', 24380.7], ['Semillas de chía', 7650.45],
    ['Levadura nutricional en copos', 32480.9], ['Barrita de cereal con miel caja x 20', 12890.15], ['Yerba orgánica con hierbas serranas 500 g', 5640.35],
    ['Mantequilla de maní natural 350 g', 4870.6],
  ]),
  // fresh27 (a cutlery maker, a bookbinder, a party-supplies shop, a hydraulics shop, an aquarium shop, a kitchen-equipment
  // importer, a synthetic-turf installer, a jeweller, an electric-motor rewinder, a toy wholesaler)
  cutlery: catalog('KU', 'u', [
    ['Cuchillo de chef acero alemán 20 cm', 45670.3], ['Cuchilla de carnicero 25 cm mango polipropileno', 23450.6], ['Chaira redonda 30 cm', 15670.25],
    ['Tabla de corte de polietileno 50 x 30 cm', 12890.4], ['Afilado de cuchillos (por unidad)', 3500], ['Set de 6 cuchillos para asado mango de madera', 38760.8],
    ['Piedra de afilar doble grano 1000/6000', 29870.45], ['Tijera para aves acero inoxidable', 18450.9], ['Guante anticorte nivel 5', 14320.15],
    ['Cuchillo deshuesador curvo 15 cm', 16780.35], ['Funda de cuero para cuchillo', 7650.5],
  ]),
  bookbinding: catalog('BN', 'u', [
    ['Encuadernación en tapa dura con fileteado dorado', 18450.6], ['Anillado con espiral metálico hasta 200 hojas', 2340.25], ['Papel offset 80 g resma A4', 9870.4],
    ['Guardas de papel fantasía (par)', 1890.75], ['Restauración de lomo de libro antiguo', 32600], ['Cuero de cabra para tapas (pie²)', 7450.3],
    ['Plastificado flexible A4', 890.5], ['Hilo de lino encerado carrete 100 m', 5670.85], ['Cartón gris fino 1,5 mm plancha', 3120.4],
    ['Estampado en oro de título (por línea)', 2800], ['Cola vinílica flexible 1 kg', 6230.15], ['Caja de conservación a medida', 14980.9],
  ]),
  partysupply: catalog('CY', 'u', [
    ['Globos perlados surtidos x 50', 4870.6], ['Guirnalda de banderines de tela 3 m', 6540.3], ['Vela de cumpleaños número metalizada', 1280.45],
    ['Piñata artesanal con relleno', 24560.8], ['Bolsitas sorpresa x 10', 3450.25], ['Confeti metalizado 100 g', 2130.9], ['Máscara de carnaval con plumas', 5670.4],
    ['Gorritos de cartón x 12', 2890.15], ['Lanzapapelitos de 40 cm', 4120.7], ['Inflador manual de globos', 3780.35], ['Vajilla descartable temática (kit 10 personas)', 11240.6],
  ]),
  hydraulics: catalog('HY', 'u', [
    ['Manguera hidráulica 2 mallas 1/2" (metro)', 14560.3], ['Terminal prensado 1/2" JIC hembra', 5430.8], ['Acople rápido 3/8" macho', 9870.25],
    ['Cilindro hidráulico doble efecto 50 x 300', 187650.6], ['Bomba de engranajes 16 cc', 245780.4], ['Válvula de comando 2 cuerpos', 312450.9],
    ['Aceite hidráulico ISO 68 balde 20 L', 78450.35], ['Filtro de retorno 10 micrones', 23450.7], ['Kit de sellos para cilindro 50 mm', 16780.15],
    ['Manómetro con glicerina 0-250 bar', 19870.45],
  ]),
  aquarium: catalog('AQ', 'u', [
    ['Filtro externo 1200 l/h', 98450.3], ['Acuario de vidrio float 80 x 35 x 45 cm', 156780.6], ['Calefactor sumergible 150 W', 21340.8],
    ['Plantas flotantes surtidas (bandeja)', 6890.25], ['Alimento en escamas 100 g', 4870.4], ['Grava fina natural 5 kg', 5430.9],
    ['Bomba de aire silenciosa doble salida', 17650.35], ['Termómetro digital con sonda', 8120.6], ['Acondicionador de agua 250 ml', 6340.15],
    ['Difusor de CO2 de vidrio', 11980.7], ['Red para peces fina 15 cm', 2450.5], ['Tratamiento antiflagelados 100 ml', 7890.45],
  ]),
  kitchen: catalog('GA', 'u', [
    ['Horno convector eléctrico 6 bandejas', 4850600.5], ['Freidora industrial doble cuba 2 x 8 L', 1289450.3], ['Batidora planetaria Baffini 20 L', 2345780.6],
    ['Cortadora de fiambre profesional 300 mm', 1567890.25], ['Anafe de fundición 4 hornallas', 987650.4], ['Mesada de acero inoxidable con estante 1,60 m', 678900.8],
    ['Chafing dish para buffet 9 L', 156780.35], ['Campana extractora flotante 1,50 m', 1123450.6], ['Moldes para soufflé de porcelana x 6', 48760.9],
    ['Abatidor de temperatura 5 bandejas', 6789450.15], ['Cafetera de filtro industrial 2 jarras', 456780.45],
  ]),
  turf: catalog('CZ', 'm²', [
    ['Césped sintético 40 mm decorativo', 18450.6], ['Césped sintético 50 mm deportivo fútbol', 24870.3], ['Césped sintético 20 mm para terrazas', 12340.8],
    ['Arena sílice para relleno (bolsa 25 kg)', 6780.25], ['Caucho granulado SBR (bolsa 25 kg)', 15670.4], ['Cinta de unión geotextil rollo 10 m', 21340.9],
    ['Adhesivo poliuretánico bicomponente 12 kg', 68450.35], ['Manta antimalezas 100 g/m²', 1890.6], ['Piedra partida 6-20 (m³)', 45670.15],
    ['Nivelación y compactación de base (m²)', 4500], ['Colocación de césped sintético (m²)', 6800], ['Cepillado y descompactado de mantenimiento', 38000],
    ['Borde plástico perimetral (metro)', 2340.7], ['Arco de fútbol 5 reglamentario (par)', 489650.4], ['Red para arco de fútbol 5 (par)', 56780.3],
    ['Línea de demarcación blanca (metro)', 1560.45], ['Drenaje perimetral con caño ranurado (metro)', 8790.85], ['Flete de rollos en camión', 75000],
  ]),
  jewellery: catalog('JY', 'u', [
    ['Anillo de plata 925 liso 4 mm', 18760.4], ['Cadena de plata modelo cartier 50 cm', 34560.8], ['Aros abridores de oro 18 k', 89450.3],
    ['Dije medalla de plata 925', 12340.6], ['Alianza de oro 18 k 4 g', 456780.25], ['Pulsera esclava de plata', 27890.45], ['Estuche para anillo de terciopelo', 2450.9],
    ['Grabado de alianza (par)', 6500], ['Reloj pulsera acero sumergible', 145670.35], ['Limpiador de joyas 100 ml', 4320.15], ['Gargantilla de acero quirúrgico', 9870.7],
  ]),
  rewinding: catalog('BO', 'u', [
    ['Rebobinado motor trifásico 5,5 HP', 189450.6], ['Rebobinado motor monofásico 1 HP', 78650.3], ['Motor eléctrico trifásico 3 HP 1500 rpm', 456780.4, 10.5],
    ['Motor eléctrico monofásico 1/2 HP', 198760.25, 10.5], ['Cambio de rodamientos y balanceo', 45600], ['Capacitor de arranque 200 µF', 8940.7],
    ['Alambre de cobre esmaltado 0,80 mm (kg)', 38450.8], ['Barniz dieléctrico secado al aire 1 L', 21340.35], ['Bomba centrífuga 1 HP', 245670.9, 10.5],
    ['Ventilador de motor plástico 80 mm', 6780.45], ['Diagnóstico y medición de aislación', 25000],
  ]),
  toys: catalog('JG', 'u', [
    ['Muñeca de trapo artesanal 40 cm', 18760.3], ['Rompecabezas de madera 100 piezas', 9870.6], ['Autito de colección escala 1:43', 12340.25],
    ['Juego de mesa de estrategia familiar', 24560.8], ['Pelota de fútbol N.º 5 cosida', 15670.4], ['Bloques de construcción x 120 piezas', 21340.9],
    ['Peluche oso 35 cm', 13450.35], ['Títere de guante de tela', 6780.15], ['Trompo de madera con piolín', 2890.7], ['Kit de ciencia para niños', 17650.45],
  ]),
  motoparts: catalog('MT', 'u', [
    ['Kit de arrastre 428 corona 43 piñón 14', 38760.4], ['Cubierta trasera 90/90-18 uso mixto', 45670.8], ['Cámara de aire 2.75-18', 8940.25],
    ['Batería de gel 12 V 7 Ah', 52340.6], ['Pastillas de freno delanteras sinterizadas', 14560.35], ['Aceite 4T semisintético 10W40 1 L', 9870.9],
    ['Filtro de aire espuma doble capa', 6780.45], ['Casco rebatible con visor interno', 168450.3], ['Espejo retrovisor rebatible (par)', 11230.7],
    ['Bujía de iridio CR8EIX', 12450.15], ['Cable de embrague reforzado', 5340.6], ['Juego de puños antideslizantes', 4120.85],
  ]),
  haberdashery: catalog('MC', 'u', [
    ['Hilo de algodón mercerizado carretel 500 m', 2340.6], ['Botones de nácar 15 mm (docena)', 3120.4], ['Cierre diente de perro 20 cm', 890.25],
    ['Elástico de algodón 2 cm (metro)', 640.8], ['Puntilla de algodón bordada (metro)', 1280.35], ['Agujas para máquina de coser x 10', 2980.7],
    ['Cinta de raso 10 mm rollo x 25 m', 4560.9], ['Abrojo cosible 2 cm (metro)', 1150.45], ['Alfileres de acero con cabeza de perla x 100', 1890.15],
    ['Tijera de modista 25 cm', 15670.3], ['Cinta métrica de costura 150 cm', 980.6], ['Ovillo de lana merino 100 g', 5430.75],
  ]),
  tattoo: catalog('TT', 'u', [
    ['Cartuchos de agujas 1203RL x 20', 14560.4], ['Tinta negra para delineado 240 ml', 38760.8], ['Film protector transparente rollo 15 cm', 9870.3],
    ['Papel hectográfico para stencil x 100', 26540.6], ['Guantes de nitrilo negros caja x 100', 11230.25], ['Crema cicatrizante 50 g', 6780.9],
    ['Fuente de alimentación digital', 87650.45], ['Cubre cable de clip descartable x 125', 4320.7], ['Vaselina sólida 500 g', 5670.35],
    ['Máquina rotativa tipo pen', 245670.15], ['Jabón verde concentrado 1 L', 8940.6],
  ]),
  machining: catalog('TO', 'u', [
    ['Eje de acero SAE 1045 torneado a plano', 68450.3], ['Buje de bronce torneado 40 x 30 mm', 24560.8], ['Rectificado de asiento de válvula', 18760.4],
    ['Perno con rosca fina M16 x 1,5', 4230.6], ['Polea de fundición de aluminio 2 canales', 56780.25], ['Engranaje recto módulo 2 de 36 dientes', 98760.9],
    ['Hora de torno paralelo', 32000], ['Hora de fresadora universal', 38000], ['Chaveta de acero 8 x 7 x 40', 1890.45],
    ['Brida soldable 4" serie 150', 45670.35], ['Rosca interna reparada con inserto', 12340.7],
  ]),
  quarry: catalog('AI', 'm³', [
    ['Arena gruesa lavada', 38760.4], ['Piedra partida granítica 6-19', 52340.8], ['Ripio zarandeado', 29870.3], ['Tosca compactable', 18450.6],
    ['Arena fina de médano', 34560.25], ['Piedra bola para gaviones', 61230.9], ['Granza roja para caminos', 47890.45], ['Canto rodado 10-30', 55670.7],
    ['Broza calcárea', 21340.35], ['Flete en camión volcador 6 m³ (por viaje)', 95000],
  ]),
  scales: catalog('BL', 'u', [
    ['Balanza comercial 31 kg con torre', 338064.72], ['Balanza de plataforma 300 kg 60 x 80 cm', 878660.51], ['Báscula colgante digital 150 kg', 232952.16],
    ['Celda de carga tipo S 500 kg', 273967.36], ['Indicador de peso con salida RS-232', 488749.73], ['Balanza de precisión 0,01 g 600 g', 377304.38],
    ['Impresora de etiquetas para balanza', 671394.64], ['Pesas patrón clase M1 juego 1 a 500 g', 816042.78], ['Balanza cuentapiezas 15 kg', 535150.77],
    ['Rollo de etiquetas térmicas 60 x 40 (caja x 12)', 104579.9],
  ]),
  camping: catalog('CM', 'u', [
    ['Carpa iglú 4 personas doble techo', 187650.4], ['Bolsa de dormir térmica -5 °C', 78450.8], ['Colchoneta autoinflable 5 cm', 45670.3],
    ['Linterna frontal LED recargable', 21340.6], ['Anafe a cartucho de gas plegable', 32450.25], ['Cartucho de gas butano 227 g', 3120.9],
    ['Mochila de trekking 60 L', 134560.45], ['Conservadora rígida 28 L', 56780.7], ['Silla plegable con apoyabrazos', 29870.35],
    ['Farol a pila con gancho', 15670.15], ['Estacas de aluminio x 10', 8940.6], ['Set de ollas de aluminio para 4', 41230.8],
  ]),
  ironwork: catalog('HE', 'u', [
    ['Portón corredizo de caño estructural (m²)', 145670.4], ['Reja de planchuela para ventana (m²)', 89450.8], ['Baranda de escalera de hierro (metro)', 67340.3],
    ['Caño estructural 40 x 40 x 1,6 barra 6 m', 28760.6], ['Planchuela 1 1/4" x 1/8" barra 6 m', 12450.25], ['Bisagra munición soldable 3/4"', 2340.9],
    ['Pintura antióxido convertidor 4 L', 34560.45], ['Electrodo 2,5 mm caja 1 kg', 9870.7], ['Cerradura de portón con llave doble paleta', 23450.35],
    ['Columna de caño 60 x 60 para tranquera', 31230.15], ['Rueda con canal en V para portón 80 mm', 8760.6],
  ]),
  audio: catalog('SD', 'u', [
    ['Bafle activo 15" 1200 W', 687450.3], ['Consola mezcladora analógica 12 canales', 456780.6], ['Micrófono dinámico cardioide', 89760.4],
    ['Cable balanceado XLR 10 m', 18760.8], ['Pie de micrófono con boom', 32450.25], ['Potencia de audio 2 x 800 W', 789650.9],
    ['Auriculares de monitoreo cerrados', 112340.45], ['Caja directa pasiva DI', 41230.7], ['Sistema inalámbrico de mano UHF', 298760.35],
    ['Interfaz de audio USB 2 entradas', 234560.15], ['Pie para bafle trípode (par)', 78450.6], ['Cable plug 6,5 mm a plug 6 m', 9870.8],
    ['Subwoofer activo 18"', 1123450.4], ['Micrófono condenser de estudio', 187650.9], ['Patchera de 24 puntos', 65430.25], ['Funda acolchada para consola', 27890.35],
  ]),
  firewood: catalog('LE', 'kg', [
    ['Leña de quebracho colorado partida', 245.6], ['Leña de algarrobo seca', 268.3], ['Carbón vegetal de espinillo', 612.4], ['Astillas para encendido bolsa 3 kg', 1890.8],
    ['Leña de eucalipto estacionada', 176.25], ['Briquetas de aserrín prensado', 398.7], ['Carbón de quebracho blanco', 587.45], ['Leña de olivo para horno de barro', 312.9],
  ]),
  // fresh29 (2026-11-28): ten trades not used before
  mushrooms: catalog('HG', 'kg', [
    ['Hongos girgolas frescas bandeja 200 g', 2140.5], ['Champiñón blanco París cajón 2 kg', 11860.3], ['Shiitake fresco bandeja 150 g', 3275.8],
    ['Portobello gigante por kg', 9480.6], ['Hongos de pino deshidratados 50 g', 2890.25], ['Mix de hongos para risotto 250 g', 4630.9],
    ['Micelio de girgola bolsa 5 kg', 18750.4], ['Sustrato pasteurizado de paja 10 kg', 7390.75], ['Champiñón laminado en conserva 400 g', 3180.45],
    ['Girgolas en escabeche frasco 330 g', 5420.1],
  ]),
  candles: catalog('VL', 'u', [
    ['Vela aromática de soja lata 180 g', 6480.5], ['Vela cilindro blanca 7 x 15 cm', 2390.8], ['Vela flotante caja x 12', 4870.25],
    ['Difusor de varillas lavanda 120 ml', 8950.6], ['Cera de soja en escamas 1 kg', 7640.35], ['Pabilo encerado con base x 50', 3120.9],
    ['Esencia para velas vainilla 30 ml', 2780.45], ['Vela de tarro vidrio ámbar 220 g', 7980.7], ['Fósforos largos de chimenea caja', 1490.2],
    ['Portavela de cerámica artesanal', 5360.85],
  ]),
  vermicompost: catalog('HU', 'bolsa', [
    ['Humus de lombriz bolsa 25 dm3', 6890.4, 10.5], ['Lombriz californiana núcleo 1.000 u', 14560.8, 10.5], ['Compost de hojas bolsa 50 dm3', 5230.25, 10.5],
    ['Té de humus líquido bidón 5 L', 8740.6, 10.5], ['Compostera plástica 220 L', 48950.3], ['Lombricario de tres bandejas', 62380.9],
    ['Sustrato para macetas bolsa 50 dm3', 7120.75, 10.5], ['Bokashi para compostaje 2 kg', 4380.5, 10.5], ['Tierra fértil mejorada bolsón 1 m3', 38760.4, 10.5],
  ]),
  tonerrefill: catalog('RX', 'u', [
    ['Recarga de tóner HP 85A', 14850.6], ['Recarga de tóner Brother TN-1060', 12980.3], ['Tóner alternativo Samsung D111S', 19760.45],
    ['Cartucho alternativo Epson T664 negro', 4890.8], ['Chip de reseteo para tóner 105A', 6340.25], ['Cilindro OPC para HP 12A', 9870.5],
    ['Recarga de cartucho HP 664 color', 8430.9], ['Kit de tinta continua 4 x 100 ml', 21340.15], ['Service de impresora láser a domicilio', 29800],
    ['Resma A4 75 g x 500 hojas', 8960.7],
  ]),
  costumes: catalog('DF', 'u', [
    ['Alquiler de disfraz adulto (fin de semana)', 28500], ['Alquiler de disfraz infantil (fin de semana)', 16400], ['Peluca de fantasía colores surtidos', 7850.4],
    ['Máscara de látex de personaje', 12390.6], ['Capa de terciopelo con capucha', 22140.8], ['Maquillaje artístico paleta 12 colores', 9630.25],
    ['Sombrero de copa de fieltro', 10870.5], ['Depósito en garantía por disfraz', 20000], ['Lavado y planchado de disfraz', 6300],
    ['Antifaz veneciano con plumas', 8460.35],
  ]),
  cordage: catalog('CD', 'rollo', [
    ['Soga de polipropileno 10 mm rollo 100 m', 23480.6], ['Cuerda de sisal natural 12 mm rollo 50 m', 31260.4], ['Piola de algodón 3 mm ovillo 200 m', 6890.25],
    ['Cabo de poliéster trenzado 8 mm rollo 100 m', 38740.8], ['Hilo de enfardar rollo 4 kg', 15630.5], ['Eslinga plana 2 t x 3 m', 21870.9],
    ['Red de carga 3 x 3 m', 27450.3], ['Cuerda elástica 8 mm rollo 50 m', 19380.75], ['Soga de yute 6 mm rollo 100 m', 12940.1],
    ['Mosquetón de acero 8 mm', 3280.45],
  ]),
  icefactory: catalog('HQ', 'bolsa', [
    ['Hielo en cubos bolsa 2 kg', 1380.5], ['Hielo en cubos bolsa 10 kg', 5290.8], ['Hielo en barra 25 kg', 8640.25],
    ['Hielo picado bolsa 5 kg', 3120.6], ['Hielo seco pellets 3 mm por kg', 4870.4], ['Hielo seco bloque 10 kg', 41250.3],
    ['Conservadora de telgopor 40 L', 9870.9], ['Flete refrigerado zona urbana', 18500], ['Hielo en rocas para coctelería 3 kg', 4380.75],
  ]),
  produce: catalog('FV', 'kg', [
    ['Papa negra lavada bolsa 25 kg', 14380.5, 10.5], ['Cebolla morada bolsa 20 kg', 16240.8, 10.5], ['Tomate redondo cajón 18 kg', 21870.25, 10.5],
    ['Lechuga criolla jaula x 12', 9640.6, 10.5], ['Manzana roja cajón 18 kg', 25460.4, 10.5], ['Naranja de jugo bolsa 20 kg', 13290.75, 10.5],
    ['Zanahoria lavada bolsa 20 kg', 11850.3, 10.5], ['Banana Ecuador caja 18 kg', 28970.9, 10.5], ['Zapallo anco por kg', 890.45, 10.5],
    ['Cajón plástico retornable', 6500],
  ]),
  flourmill: catalog('MH', 'bolsa', [
    ['Harina de trigo 000 bolsa 50 kg', 28740.5], ['Harina de trigo 0000 bolsa 25 kg', 17890.3], ['Harina integral fina bolsa 25 kg', 19640.8],
    ['Harina de centeno bolsa 25 kg', 24380.6], ['Sémola de trigo candeal bolsa 25 kg', 22150.45], ['Salvado de trigo bolsa 30 kg', 8960.25],
    ['Afrechillo para forraje bolsa 40 kg', 10240.7, 10.5], ['Harina de maíz precocida bolsa 25 kg', 18420.9], ['Harina leudante bolsa 25 kg', 20380.35],
    ['Germen de trigo bolsa 10 kg', 12760.5], ['Gluten vital de trigo bolsa 25 kg', 96450.8], ['Harina de arroz bolsa 20 kg', 31280.4],
    ['Premezcla para pan francés bolsa 25 kg', 27460.6], ['Premezcla para facturas bolsa 25 kg', 32190.3], ['Mejorador panario bolsa 10 kg', 45870.25],
    ['Levadura seca instantánea caja 20 x 500 g', 58640.9], ['Harina de garbanzo bolsa 10 kg', 16980.45], ['Harina de avena bolsa 25 kg', 26340.7],
    ['Sémola de maíz bolsa 25 kg', 15870.6], ['Harina 000 paquete 1 kg fardo x 10', 9680.35], ['Harina 0000 paquete 1 kg fardo x 10', 10840.8],
    ['Harina de algarroba bolsa 5 kg', 14260.5], ['Trigo sarraceno bolsa 25 kg', 38720.25], ['Harina de mandioca bolsa 25 kg', 29430.9],
    ['Bolsa de papel kraft 50 kg vacía', 890.6], ['Pallet de madera retornable', 14500], ['Flete de planta a panadería', 35000],
    ['Harina de soja desgrasada bolsa 25 kg', 21640.3, 10.5], ['Trigo candeal en grano bolsa 50 kg', 24960.75, 10.5], ['Maíz partido bolsa 25 kg', 11380.4, 10.5],
  ]),
  chocolate: catalog('CK', 'caja', [
    ['Bombones surtidos caja x 24', 18640.5], ['Tableta chocolate amargo 70 % 100 g', 3890.8], ['Huevo de Pascua artesanal 250 g', 12480.25],
    ['Cobertura semiamarga bloque 1 kg', 15760.6], ['Trufas de chocolate caja x 12', 11230.4], ['Chocolate en rama bolsa 250 g', 6980.75],
    ['Alfajor de chocolate relleno caja x 12', 14380.3], ['Cacao amargo en polvo 500 g', 8740.9], ['Chocolate blanco con almendras 100 g', 4120.45],
    ['Bocaditos de dulce de leche bañados x 20', 9860.15],
  ]),
  salt: catalog('SL', 'bolsa', [
    ['Sal fina de mesa bolsa 25 kg', 9840.5], ['Sal gruesa industrial bolsa 50 kg', 12380.25], ['Sal entrefina para chacinados bolsa 25 kg', 11260.8],
    ['Sal en pastillas para ablandadores 25 kg', 16490.4], ['Sal para deshielo a granel (tonelada)', 148500], ['Sal parrillera 1 kg fardo x 10', 13720.6],
    ['Sal marina en escamas 250 g caja x 12', 28640.9], ['Sal de curar nitrificada bolsa 5 kg', 14980.35], ['Sal yodada fina 500 g fardo x 20', 15230.7],
    ['Sal para piscinas bolsa 25 kg', 10870.45], ['Sal forrajera en bloque 10 kg', 8960.2], ['Salmuera saturada a granel (m3)', 42310.55],
  ]),
  orthopedics: catalog('OT', 'u', [
    ['Silla de ruedas plegable acero rodado 24', 298400.5, 10.5], ['Bastón canadiense regulable aluminio', 38760.3, 10.5], ['Muleta axilar de aluminio (par)', 61240.8, 10.5],
    ['Andador articulado con ruedas', 112380.4, 10.5], ['Rodillera articulada con barras', 45620.25], ['Tobillera de neoprene talle M', 14980.6],
    ['Muñequera con férula palmar', 19870.35], ['Faja lumbar con ballenas talle L', 33410.9], ['Collar cervical Philadelphia', 27650.45],
    ['Cabestrillo inmovilizador de hombro', 16240.7], ['Plantillas ortopédicas a medida (par)', 58900], ['Medias de compresión 20-30 mmHg', 31280.15],
    ['Bota Walker corta', 86430.6], ['Almohadón antiescaras de gel', 74120.8], ['Colchón antiescaras de aire', 132560.25, 10.5],
    ['Elevador de inodoro con apoyabrazos', 48760.5], ['Barral de seguridad para baño 60 cm', 22340.4], ['Silla para ducha con respaldo', 55980.3],
    ['Inmovilizador de rodilla 50 cm', 36720.9], ['Corrector de postura elastizado', 21460.75], ['Férula de Stack para dedo', 7850.2],
    ['Taloneras de silicona (par)', 12690.85], ['Bastón trípode de aluminio', 29370.6, 10.5], ['Nebulizador a pistón', 67420.45],
    ['Tensiómetro digital de brazo', 52890.3], ['Cama ortopédica manual 2 manivelas', 689500, 10.5],
  ]),
  radiators: catalog('RZ', 'u', [
    ['Reparación de radiador de cobre auto', 68500], ['Limpieza química de radiador', 42300], ['Cambio de panal de radiador camión', 412800],
    ['Soldadura de tanque plástico', 31650.5], ['Radiador de aluminio Fiat Cronos', 185420.3], ['Radiador de calefacción Gol Trend', 96840.75],
    ['Electroventilador 12 V 300 mm', 78960.4], ['Tapa de radiador 0,9 bar', 9870.25], ['Termostato 87 °C con junta', 18640.6],
    ['Manguera superior de radiador', 15230.8], ['Refrigerante orgánico rojo bidón 5 L', 23480.45], ['Prueba hidráulica de radiador', 18500],
    ['Intercooler reacondicionado', 164300.9], ['Mano de obra desmontaje y montaje', 38000],
  ]),
  regionalsweets: catalog('DZ', 'u', [
    ['Dulce de membrillo artesanal 1 kg', 6480.5], ['Dulce de batata con chocolate 1 kg', 7120.3], ['Dulce de cayote con nueces 500 g', 8940.75],
    ['Arrope de chañar frasco 450 g', 7680.4], ['Alfajores de maicena caja x 12', 9860.6], ['Nueces confitadas bolsa 250 g', 6240.9],
    ['Quesillo con miel de caña', 11350.25], ['Dulce de leche repostero pote 1 kg', 8420.8], ['Colaciones santiagueñas x 6', 5980.45],
    ['Turrón de miel y maní 200 g', 4760.35], ['Mermelada de higos frasco 450 g', 6890.15], ['Pasta de almendras 250 g', 10240.7],
  ]),
  rubberstamps: catalog('GS', 'u', [
    ['Sello automático 38 x 14 mm', 18500], ['Sello automático fechador', 32400], ['Sello de madera con mango 60 x 40 mm', 14200],
    ['Sello de bolsillo con tapa', 16800], ['Sello numerador automático 6 dígitos', 58900], ['Almohadilla de repuesto', 4600],
    ['Tinta para sellos frasco 30 ml', 3900], ['Sello seco para escribanía', 72500], ['Placa de goma grabada extra', 9800], ['Diseño de logo vectorizado', 12000],
  ]),
  hay: catalog('HF', 'fardo', [
    ['Fardo de alfalfa pura 25 kg', 11240.5, 10.5], ['Rollo de alfalfa 450 kg', 134800.25, 10.5], ['Fardo de moha 22 kg', 8960.75, 10.5],
    ['Rollo de pastura consociada 500 kg', 118420.4, 10.5], ['Fardo de avena 20 kg', 9480.6, 10.5], ['Megafardo de alfalfa 350 kg', 152300.9, 10.5],
    ['Silo bolsa de maíz (tonelada)', 96540.3, 10.5], ['Flete de hacienda forrajera (km)', 2840.5], ['Carga con autoelevador (viaje)', 38500],
    ['Red para rollos de 1,23 m x 3000 m', 246800.7], ['Hilo sisal para fardos bobina', 28640.35],
  ]),
  tea: catalog('TE', 'kg', [
    ['Té negro CTC a granel BP1 (kg)', 4820.5], ['Té negro hebras OP (kg)', 6340.25], ['Té verde sencha a granel (kg)', 7860.8],
    ['Fannings para saquitos (kg)', 3210.4], ['Té negro orgánico certificado (kg)', 9480.6], ['Té en saquitos caja x 100 (cartón x 24)', 186400.3],
    ['Té negro Dust 1 (kg)', 2980.75], ['Muestra de catación 500 g', 2500], ['Bolsa multipliego 50 kg vacía', 1840.45],
  ]),
  fireworks: catalog('PX', 'caja', [
    ['Cañitas voladoras x 12', 8640.5], ['Bengalas de chispas 30 cm x 10', 4280.25], ['Torta de 100 tiros multicolor', 96400.8],
    ['Volcán luminoso mediano', 12380.4], ['Baterías de 36 tiros', 38960.6], ['Fuente fría para escenario 3 m', 21450.3],
    ['Candela romana 8 tiros', 9870.75], ['Petardo chino tira x 100', 6540.45], ['Lluvia dorada para casamiento x 4', 18760.9],
    ['Globos de cantoya x 10', 14230.15], ['Disparador eléctrico 12 canales', 186500.7],
  ]),
  bricks: catalog('LD', 'millar', [
    ['Ladrillo común de horno (millar)', 168400.5], ['Ladrillo hueco 12 x 18 x 33 (millar)', 412800.25], ['Ladrillo hueco 8 x 18 x 33 (millar)', 356400.8],
    ['Ladrillo visto prensado (millar)', 498600.4], ['Ladrillo refractario 6,4 cm', 3840.6], ['Tejuela colonial 2,5 x 12 x 25', 980.3],
    ['Ladrillo portante 18 x 19 x 33 (millar)', 624800.75], ['Bloque de cemento 20 x 20 x 40', 1480.45], ['Pallet de madera (depósito)', 12500],
    ['Flete en camión con hidrogrúa', 95000],
  ]),
  peanuts: catalog('MN', 'bolsa', [
    ['Maní tipo confitería 38/42 bolsa 25 kg', 52480.5], ['Maní blancheado partido bolsa 25 kg', 48960.25], ['Maní con cáscara tostado bolsa 10 kg', 24380.8],
    ['Maní frito salado bolsa 5 kg', 18640.4], ['Pasta de maní sin azúcar balde 10 kg', 76420.6], ['Maní tipo runner 40/50 big bag 1 t', 1684500.3],
    ['Maní japonés bolsa 5 kg', 21230.75], ['Harina de maní bolsa 20 kg', 39870.45], ['Aceite de maní bidón 5 L', 31460.9],
    ['Maní con chocolate bolsa 5 kg', 42780.15],
  ]),
  bolts: catalog('BU', 'u', [
    ['Bulón cabeza hexagonal 1/2" x 3" zincado caja x 50', 18640.5], ['Bulón carrocero 3/8" x 2" caja x 100', 15230.25],
    ['Tuerca hexagonal 1/2" UNC zincada caja x 100', 9870.4], ['Arandela plana 1/2" caja x 200', 6420.8], ['Arandela grower 3/8" caja x 200', 5180.35],
    ['Varilla roscada 5/8" x 1 m', 4960.7], ['Tornillo parker 10 x 1" caja x 500', 12840.15], ['Tirafondo 3/8" x 4" caja x 50', 14310.6],
    ['Bulón grado 8 métrico 12 x 1,75 x 60 caja x 25', 21780.9], ['Taco de expansión con gancho 10 mm x 50', 11460.45],
    ['Prisionero allen M8 x 10 caja x 100', 7390.2], ['Remache pop aluminio 4,8 x 12 caja x 500', 16950.75],
  ]),
  tiles: catalog('MZ', 'm²', [
    ['Mosaico calcáreo 20 x 20 liso gris', 28460.5], ['Mosaico calcáreo 20 x 20 liso rojo colonial', 29870.25], ['Mosaico calcáreo 20 x 20 damero blanco y negro', 34650.8],
    ['Mosaico calcáreo 20 x 20 dibujo rosetón', 41280.4], ['Mosaico calcáreo 20 x 20 dibujo estrella andaluza', 43190.6], ['Mosaico calcáreo 15 x 15 hexagonal liso', 38740.15],
    ['Mosaico granítico 30 x 30 grano fino gris', 31560.9], ['Mosaico granítico 30 x 30 grano medio negro', 33420.35], ['Mosaico granítico 40 x 40 pulido blanco', 46980.7],
    ['Mosaico vainilla 10 x 20 amarillo', 25310.45], ['Mosaico vereda 64 panes 40 x 40', 22890.3], ['Mosaico vereda 9 panes 40 x 40', 21470.55],
    ['Guarda calcárea 20 x 5 greca', 3120.8], ['Guarda calcárea 20 x 10 hojas', 4280.6], ['Zócalo granítico 7 x 30 recto', 2940.25],
    ['Zócalo calcáreo 10 x 20 media caña', 3460.4], ['Escalón granítico 30 x 100 con nariz', 38650.75], ['Umbral granítico 20 x 100', 27430.2],
    ['Baldosa podotáctil 40 x 40 amarilla', 36210.85], ['Baldosa atérmica 50 x 50 borde piscina', 18760.3], ['Pastina para calcáreos gris 5 kg', 8940.6],
    ['Cera para pisos calcáreos 5 L', 14620.4], ['Sellador hidrorrepelente para granito 4 L', 23870.15], ['Pulido y plastificado de calcáreo (m²)', 12480.5],
    ['Mosaico calcáreo 20 x 20 dibujo a pedido', 52360.9], ['Mosaico calcáreo 20 x 20 liso verde inglés', 31240.65], ['Mosaico calcáreo 20 x 20 liso negro', 30180.2],
    ['Mosaico calcáreo 20 x 20 dibujo flor de lis', 42760.35],
  ]),
  gnc: catalog('GC', 'u', [
    ['Kit conversión GNC 5ta generación inyección secuencial', 1486500.5], ['Cilindro GNC 60 L con válvula', 642800.25], ['Cuna porta cilindro reforzada', 86450.8],
    ['Reductor de presión GNC', 218640.4], ['Rampa de inyectores 4 cilindros', 174320.6], ['Centralita electrónica GNC', 312480.15],
    ['Prueba hidráulica de cilindro', 58900], ['Oblea y tarjeta amarilla (trámite ENARGAS)', 46500], ['Revisión anual de equipo GNC', 39800],
    ['Mano de obra instalación equipo GNC', 285000], ['Cambio de filtro de fase gaseosa', 18640.75], ['Conmutador GNC / nafta con indicador', 42310.2],
  ]),
  sodaworks: catalog('SQ', 'u', [
    ['Sifón de soda 1,5 L (recarga)', 1480.5], ['Bidón de agua 20 L (recarga)', 4260.25], ['Bidón de agua 12 L (recarga)', 3180.8],
    ['Dispenser frío/calor de pie (alquiler mensual)', 18900], ['Dispenser natural de mesa (alquiler mensual)', 9800], ['Gaseosa de la casa 2,25 L naranja', 1890.4],
    ['Gaseosa de la casa 2,25 L pomelo', 1890.4], ['Vasos descartables 180 cc x 100', 2460.6], ['Garantía envase sifón', 6500], ['Garantía envase bidón 20 L', 12800],
    ['Limpieza y sanitización de dispenser', 7450.15],
  ]),
  luthier: catalog('LT', 'serv.', [
    ['Calibración completa de guitarra criolla', 38500], ['Ajuste de alma y altura de cuerdas', 21400], ['Cambio de trastes completo', 148600],
    ['Nivelado y coronado de trastes', 64200], ['Hueso de cejuela tallado a medida', 18900], ['Encolado de puente despegado', 52300],
    ['Reparación de rajadura de tapa', 87400], ['Blindaje de cavidades eléctricas', 29800], ['Juego de cuerdas nylon tensión normal', 14600],
    ['Clavijero blindado juego x 6', 41200], ['Ecualizador preamplificado 4 bandas colocado', 96800], ['Barnizado a muñeca (goma laca)', 212500],
  ]),
  trout: catalog('TZ', 'kg', [
    ['Trucha arcoíris entera eviscerada fresca', 14860.5, 10.5], ['Filete de trucha con piel fresco', 26480.25, 10.5], ['Trucha ahumada en frío feteada 200 g', 9870.8],
    ['Trucha ahumada entera 1 kg', 31240.4], ['Paté de trucha 180 g', 5640.6], ['Alevinos de trucha arcoíris (millar)', 186500.15, 10.5],
    ['Ovas embrionadas x 10.000', 94300.9, 10.5], ['Trucha en escabeche frasco 350 g', 7480.35], ['Hamburguesas de trucha x 4', 8120.7, 10.5],
    ['Caja isotérmica con hielo (envase)', 4950],
  ]),
  wells: catalog('PW', 'u', [
    ['Perforación para agua hasta 60 m (metro lineal)', 62400.5], ['Encamisado caño PVC 4" reforzado (metro)', 18650.25], ['Filtro ranurado PVC 4" (metro)', 24380.8],
    ['Prefiltro de grava seleccionada (m³)', 96400.4], ['Bomba sumergible 1 HP 4" monofásica', 684200.6], ['Tablero de comando con guardamotor', 186430.15],
    ['Cable de bajada tipo taller 3 x 2,5 mm² (metro)', 3860.9], ['Caño de bajada PEAD 1 1/4" (metro)', 4120.35], ['Ensayo de bombeo 8 horas', 214000],
    ['Análisis físico-químico de agua', 88500], ['Traslado de equipo perforador', 420000], ['Cementación de boca de pozo', 132600.7],
  ]),
  brooms: catalog('EB', 'docena', [
    ['Escoba de paja de sorgo 5 hilos', 41280.5], ['Escoba de paja de sorgo 7 hilos reforzada', 52640.25], ['Escobillón de cerda plástica 40 cm', 36480.8],
    ['Escobillón de cerda para exteriores 60 cm', 58920.4], ['Escobilla de baño con soporte', 18760.6], ['Secador de piso goma doble 40 cm', 29340.15],
    ['Palo de madera lustrado 1,20 m con rosca', 14260.9], ['Cepillo de mano para ropa', 11840.35], ['Escoba de sorgo para patio mango largo', 47310.7],
    ['Plumero de plumas naturales', 33650.45], ['Cepillo para parrilla con raspín', 22180.2],
  ]),
  carpets: catalog('AZ', 'm²', [
    ['Lavado de alfombra de lana (m²)', 9840.5], ['Lavado de alfombra sintética (m²)', 7260.25], ['Lavado de alfombra persa a mano (m²)', 21480.8],
    ['Desmanchado de alfombra (por mancha)', 4860.4], ['Secado en cámara con deshumidificador (m²)', 2460.6], ['Tratamiento antiácaros (m²)', 3180.15],
    ['Retiro y entrega a domicilio', 12500], ['Lavado de cortinas de tela (m²)', 6420.9], ['Lavado de tapizado de sillón (cuerpo)', 18340.35],
    ['Reparación de flecos y orillado (metro)', 8960.7],
  ]),
  rafia: catalog('RF', 'u', [
    ['Bolsa de rafia 50 x 80 cm blanca x 100', 48620.5], ['Bolsa de rafia 60 x 100 cm laminada x 100', 72480.25], ['Bolsa de rafia con fuelle para papa 25 kg x 100', 56930.8],
    ['Big bag 90 x 90 x 120 con 4 asas', 14860.4], ['Big bag con válvula de descarga', 19740.6], ['Bolsa de polipropileno impresa 2 colores x 100', 84360.15],
    ['Hilo de coser bolsas cono 1 kg', 9320.9], ['Bolsa de arpillera plástica para cebolla x 100', 38410.35], ['Liner de polietileno para big bag', 4280.7],
    ['Rollo de tela de rafia 1 m de ancho x 100 m', 126500.45], ['Bolsa de rafia verde para leña x 100', 44180.2],
  ]),
} satisfies Record<string, Article[]>;

/** Hardware and electrical together, for the long multi-page invoice. */
export const BUILDING: Article[] = [...CATALOGS.hardware, ...CATALOGS.electrical];

export type CatalogName = keyof typeof CATALOGS | 'building';

export function articlesOf(name: CatalogName): Article[] {
  return name === 'building' ? BUILDING : CATALOGS[name];
}

const ABBREVIATIONS: Record<string, string> = {
  tornillo: 'TORN.', autoperforante: 'AUTOPERF.', mecha: 'MECHA', hormigón: 'HORM.', cemento: 'CEM.', portland: 'PORTL.', bolsa: 'BLS',
  hidratada: 'HIDRAT.', hierro: 'HIERRO', aletado: 'ALET.', barra: 'BR.', pegamento: 'PEGAM.', esférica: 'ESF.', membrana: 'MEMB.',
  líquida: 'LIQ.', pintura: 'PINT.', exterior: 'EXT.', carretilla: 'CARRET.', reforzada: 'REF.', unipolar: 'UNIP.', rollo: 'RLL',
  interruptor: 'INT.', termomagnético: 'TERMOMAG.', bipolar: 'BIP.', diferencial: 'DIF.', tomacorriente: 'TOMA', contactor: 'CONTACT.',
  tripolar: 'TRIP.', corrugado: 'CORRUG.', tablero: 'TABL.', embutir: 'EMB.', módulos: 'MOD.', harina: 'HNA.', azúcar: 'AZUCAR',
  aceite: 'ACEITE', girasol: 'GIRAS.', caja: 'CJ', detergente: 'DETERG.', concentrado: 'CONC.', galletitas: 'GALLET.', semilla: 'SEM.',
  híbrido: 'HIBR.', granulada: 'GRAN.', alambre: 'ALAMB.', quebracho: 'QUEBR.', balanceado: 'BALANC.', polietileno: 'POLIET.',
};

/**
 * How a remito prints an article: the same article, written as another system (or hand) would — upper case,
 * abbreviated words, the article code in front — but still unambiguous against the priceList.
 */
export function remitoWording(rng: Rng, article: Article, style: 'abbreviated' | 'upper' | 'code-prefix' | 'lower' | 'as-listed'): string {
  switch (style) {
    case 'abbreviated':
      return article.description
        .split(' ')
        .map((w) => ABBREVIATIONS[w.toLowerCase()] ?? w.toUpperCase())
        .join(' ');
    case 'upper':
      return article.description.toUpperCase();
    case 'code-prefix':
      return `${article.code} ${article.description}`;
    case 'lower':
      return article.description.toLowerCase();
    case 'as-listed':
      return rng.chance(0.5) ? article.description : article.description.replace(/ x /g, ' X ');
  }
}

/** Articles a remito may carry that the issuer never priced (the "missing_price" case). */
export const UNLISTED: Record<CatalogName, readonly string[]> = {
  building: ['Escalera tijera aluminio 7 escalones', 'Grupo electrógeno 5,5 kVA'],
  hardware: ['Escalera tijera aluminio 7 escalones', 'Matafuego ABC 5 kg', 'Andamio tubular cuerpo completo'],
  electrical: ['Grupo electrógeno 5,5 kVA', 'Tester digital multímetro', 'Escalera dieléctrica 6 peldaños'],
  food: ['Canasta navideña surtida', 'Jamón crudo feteado 1 kg', 'Vino tinto malbec caja x 6'],
  services: ['Viáticos de traslado técnico', 'Repuesto compresor 1/2 HP'],
  it: ['Proyector multimedia 3500 lúmenes', 'Tableta gráfica mediana'],
  agro: ['Motosierra 45 cc', 'Tranquera de hierro 4 m', 'Comedero de chapa 3 m'],
  deli: ['Picada surtida bandeja para 10 personas', 'Pan de campo (docena)', 'Vitel toné bandeja 1 kg'],
  apparel: ['Cinturón de cuero reversible', 'Bufanda de lana tejida'],
  health: ['Certificado de aptitud física', 'Copia de estudios en CD'],
  catering: ['Torta de cumpleaños decorada', 'Vino tinto malbec 750 ml'],
  home: ['Colchón de espuma 2 plazas', 'Ventilador de pie 20"'],
  furniture: ['Puerta placa cedro 0,80 m', 'Zócalo de MDF 7 cm (metro)'],
  telecom: ['Cableado estructurado punto adicional', 'Visita técnica fuera de horario'],
  hotel: ['Daño en blanco (toalla)', 'Servicio de niñera (hora)'],
  works: ['Demolición de tabique existente', 'Limpieza final de obra'],
  timber: ['Tirante de quebracho 3" x 6" x 3,05 m', 'Puerta placa cedro 0,80 m'],
  bakery: ['Torta de cumpleaños decorada', 'Pan dulce 1 kg'],
  auto: ['Lámpara H4 halógena', 'Escobilla limpiaparabrisas 22"'],
  vet: ['Collar isabelino talle M', 'Certificado de salud para viaje'],
  uniforms: ['Gorra con visera bordada', 'Bordado de nombre adicional'],
  office: ['Silla ergonómica de oficina', 'Pizarra blanca 60 x 90 cm'],
  beverages: ['Vino espumante extra brut 750 ml', 'Carbón vegetal bolsa 4 kg'],
  grocery: ['Exhibidor de cartón para punta de góndola', 'Cesto de residuos 20 L'],
  packaging: ['Fleje metálico 19 mm (rollo)', 'Precinto de seguridad numerado x 100'],
  industrial: ['Motorreductor 1 HP 1:20', 'Rodamiento de rodillos cónicos 32210'],
  trades: ['Portero eléctrico 2 hilos', 'Ventilador de techo con luz'],
  plumbing: ['Calefón a gas 14 L', 'Bomba presurizadora 1/2 HP'],
  coffee: ['Tarjeta de regalo', 'Balanza de barista con temporizador'],
  pharma: ['Termómetro digital axilar', 'Tensiómetro digital de brazo', 'Oxímetro de pulso de dedo'],
  paint: ['Escalera de aluminio 6 escalones', 'Hidrolavadora 1400 W', 'Espátula de acero 10 cm'],
  printing: ['Banner lona 1 x 2 m con ojales', 'Sello automático con logo'],
  meat: ['Chorizo parrillero', 'Morcilla bombón'],
  labequip: ['Heladera de laboratorio 300 L', 'Campana de flujo laminar'],
  publications: ['Libro de actas 200 folios', 'Agenda perpetua ejecutiva'],
  coop: ['Reconexión del servicio eléctrico', 'Garrafa de gas 10 kg'],
  freight: ['Custodia satelital del recorrido', 'Lona y sunchos adicionales'],
  drugstore: ['Tensiómetro digital de muñeca', 'Kit de curaciones botiquín'],
  school: ['Excursión al planetario', 'Fotografía escolar anual'],
  software: ['Licencia de escritorio perpetua', 'Desarrollo de reporte a medida'],
  knitwear: ['Gorro de lana tejido', 'Bufanda polar'],
  pasta: ['Lasaña de carne bandeja familiar', 'Pan casero de campo'],
  candy: ['Exhibidor de mostrador acrílico', 'Huevo de pascua 250 g'],
  coworking: ['Evento privado en el salón (noche)', 'Cafetería para reunión x 10'],
  tyres: ['Llanta de aleación R15', 'Cubre volante de cuero'],
  events: ['Máquina de humo con líquido', 'Vajilla completa por persona'],
  carrental: ['Multa de tránsito gestionada', 'Cadenas para nieve (día)'],
  power: ['Reconexión del suministro', 'Cambio de medidor a pedido del usuario'],
  labtests: ['Extracción a domicilio', 'Informe en soporte papel adicional'],
  security: ['Instalación de cámara domo adicional', 'Custodia de traslado de valores'],
  agrochem: ['Mochila pulverizadora 20 L', 'Tambor vacío para triple lavado'],
  bookshop: ['Calendario de escritorio 2027', 'Lámina escolar mapa político'],
  dental: ['Cepillo interdental x 6', 'Kit de blanqueamiento domiciliario'],
  wholesale: ['Exhibidor de cartón para caja registradora', 'Bolsa de carbón 4 kg'],
  supermarket: ['Carbón vegetal bolsa 4 kg', 'Pilas alcalinas AA x 4'],
  customs: ['Almacenaje en terminal portuaria', 'Flete interno de contenedor'],
  pharmacy: ['Termómetro digital flexible', 'Tensiómetro digital de muñeca'],
  training: ['Material impreso adicional', 'Coffee break por participante'],
  spirits: ['Hielo en cubos bolsa 2 kg', 'Copa de vidrio grabada'],
  tools: ['Escalera tijera de aluminio 6 escalones', 'Soldadora inverter 200 A', 'Compresor de aire 50 L'],
  club: ['Alquiler de quincho', 'Colonia de vacaciones (semana)'],
  architect: ['Copias de planos ploteadas', 'Tasa de visado del colegio profesional'],
  hvac: ['Rotura y reparación de mampostería', 'Trabajo en altura con andamio'],
  appliances: ['Exhibidor de punto de venta', 'Kit de instalación para lavarropas', 'Tapa de repuesto para freezer'],
  footwear: ['Plantillas de gel (par)', 'Cordones encerados 120 cm'],
  petfeed: ['Comedero de acero inoxidable', 'Cama para perro talle L'],
  gym: ['Remera de entrenamiento con logo', 'Botella de agua 750 ml'],
  translation: ['Copia certificada adicional', 'Envío por mensajería'],
  machinery: ['Escalera de aluminio 9 escalones', 'Disco diamantado 350 mm'],
  photo: ['Marco de madera 30 x 40 cm', 'Sesión de maquillaje'],
  seeds: ['Bolsa de semilla de colza', 'Análisis de germinación'],
  waste: ['Lona cobertora de volquete', 'Limpieza de vereda'],
  labsupply: ['Campana de extracción de gases', 'Gradilla de acero para tubos'],
  nursery: ['Palmera pindó 2 m', 'Tutor de caña 1,20 m x 10', 'Malla media sombra 80 % (metro)'],
  bikes: ['Portabicicletas de techo', 'Bicicleta plegable rodado 20'],
  music: ['Estuche rígido para violín', 'Metrónomo mecánico'],
  optics: ['Exhibidor giratorio de mostrador', 'Caja de prueba de lentes'],
  locks: ['Caja fuerte de empotrar', 'Candado de alta seguridad'],
  solar: ['Termotanque solar 200 L', 'Medidor bidireccional'],
  laundry: ['Carro de ropa sucia con ruedas', 'Bolsas hidrosolubles x 100'],
  signs: ['Grúa con canasta (hora)', 'Permiso municipal de cartelería'],
  lifts: ['Variador de frecuencia 7,5 kW', 'Cabina de acero inoxidable'],
  textile: ['Tela plush ancho 1,50 m', 'Muestrario de colores encuadernado', 'Rollo de entretela termoadhesiva'],
  pools: ['Cobertor térmico de burbujas 8 x 4 m', 'Escalera de acero inoxidable 3 peldaños', 'Reflector LED subacuático'],
  upholstery: ['Lustre de patas de madera', 'Botones forrados x 12'],
  gasutility: ['Recargo por pago fuera de término', 'Duplicado de factura'],
  prepaid: ['Reintegro de óptica', 'Traslado en ambulancia'],
  forwarding: ['Inspección de SENASA', 'Gastos de despachante'],
  autoparts: ['Batería 12 V 65 Ah', 'Aceite sintético 5W30 4 L'],
  openings: ['Mampara de baño de vidrio templado', 'Reja de hierro para ventana'],
  gases: ['Regulador de presión para oxígeno', 'Carro porta tubos de dos ruedas', 'Manguera doble para soldadura 10 m'],
  icecream: ['Freezer exhibidor en comodato', 'Cartel de precios para kiosco', 'Conservadora de telgopor 20 L'],
  grooming: ['Collar antipulgas', 'Bolsa de alimento 3 kg'],
  beauty: ['Sillón de peluquería hidráulico', 'Lavacabezas de cerámica'],
  funeral: ['Misa de responso en capilla', 'Urna para cenizas de madera'],
  ceramics: ['Lámina de membrana para ducha', 'Cortadora manual de cerámicos 60 cm'],
  fishing: ['Conservadora rígida 45 L', 'Silla plegable de pesca'],
  eventhall: ['Cabina de fotos con impresión', 'Fuegos artificiales fríos'],
  marina: ['Curso de timonel', 'Remolque de emergencia'],
  farmparts: ['Batería 12 V 180 Ah', 'Asiento de tractor con suspensión'],
  parking: ['Multa por pérdida de ticket', 'Tarjeta de acceso adicional'],
  marble: ['Grifería monocomando cocina', 'Retiro de mesada existente'],
  pianos: ['Banqueta de piano regulable', 'Traslado de piano por escalera'],
  irrigation: ['Bomba centrífuga 1,5 HP', 'Tanque australiano 20.000 L', 'Caño PVC 63 mm x 6 m'],
  apiary: ['Núcleo de abejas 4 cuadros', 'Extractor de miel manual 4 cuadros'],
  glazing: ['Vitraux a medida', 'Película de seguridad polarizada'],
  dairy: ['Huevos blancos maple x 30', 'Pan lactal 550 g'],
  scaffold: ['Alquiler de montacargas (día)', 'Red de protección perimetral'],
  water: ['Heladera exhibidora', 'Filtro purificador de canilla'],
  saddlery: ['Sombrero de fieltro', 'Poncho de vicuña'],
  driving: ['Libreta de conducir duplicado', 'Examen psicofísico'],
  fireext: ['Detector de humo autónomo', 'Gabinete para manguera de incendio'],
  brewing: ['Molino de malta de dos rodillos', 'Olla de acero 100 L'],
  surveying: ['Alquiler de drone para relevamiento', 'Sellado de escribanía'],
  pestcontrol: ['Trampa de luz UV para insectos voladores', 'Sanitización con ozono'],
  spices: ['Pistacho pelado tostado', 'Azafrán en hebras'],
  physio: ['Plantillas ortopédicas a medida', 'Alquiler de muletas'],
  cooperage: ['Soporte metálico para barricas', 'Grabado láser de logo'],
  cleaning: ['Máquina lavadora de pisos', 'Dispenser de jabón a granel'],
  poultry: ['Gallinas ponedoras de descarte', 'Huevo de codorniz x 24'],
  blinds: ['Cenefa de madera a medida', 'Mosquitero enrollable'],
  hospital: ['Monitor multiparamétrico', 'Silla de ruedas plegable'],
  indpark: ['Alquiler de playón de maniobras', 'Balanza pública (pesada)'],
  seafood: ['Pulpo español cocido', 'Caviar de salmón'],
  lubeshop: ['Batería 12 V 75 Ah libre de mantenimiento', 'Escobilla limpiaparabrisas 20"'],
  mattress: ['Colchón inflable 2 plazas', 'Cubre sommier con volado'],
  trophies: ['Bandeja de acero grabada', 'Escarapela bordada de tela'],
  yerba: ['Mate de calabaza forrado en cuero', 'Bombilla de alpaca'],
  oliveoil: ['Vinagre balsámico de Módena 250 ml', 'Aceite de girasol bidón 5 L'],
  tannery: ['Cuero de carpincho curtido', 'Suela de goma para calzado (plancha)'],
  awnings: ['Parasol de jardín 3 m', 'Mosquitero de aluminio a medida'],
  florist: ['Orquídea phalaenopsis en maceta', 'Corona fúnebre armada'],
  hearing: ['Amplificador de TV inalámbrico', 'Despertador vibratorio'],
  healthfood: ['Miel de abejas pura 1 kg', 'Aceite de coco neutro 500 ml'],
  cutlery: ['Hacha de mano forjada', 'Tenedor trinchante de acero'],
  bookbinding: ['Guillotina manual de palanca A3', 'Sello seco con logo'],
  partysupply: ['Máquina de burbujas a pila', 'Cañón de confeti de 60 cm'],
  hydraulics: ['Armado de manguera a medida (servicio)', 'Soporte de cilindro soldado'],
  aquarium: ['Mueble para acuario de melamina', 'Pez betta macho'],
  kitchen: ['Heladera bajo mesada 2 puertas', 'Lavavajillas de cúpula'],
  turf: ['Alquiler de rodillo compactador (día)', 'Cerco de tejido romboidal 1,80 m'],
  jewellery: ['Anillo de compromiso con circón', 'Cambio de pila de reloj'],
  rewinding: ['Motor de arranque para tractor', 'Tablero de comando con guardamotor'],
  toys: ['Bicicleta infantil rodado 16', 'Pileta inflable 2 m'],
  motoparts: ['Moto eléctrica plegable', 'Alarma con presencia para moto'],
  haberdashery: ['Máquina de coser a pedal', 'Maniquí de costura regulable'],
  tattoo: ['Camilla de tatuaje reclinable', 'Lámpara de aro LED con pie'],
  machining: ['Torno de banco usado', 'Soldadura de fundición gris'],
  quarry: ['Alquiler de retroexcavadora (hora)', 'Tierra negra zarandeada'],
  scales: ['Calibración con certificado INTI', 'Balanza para camiones 60 t'],
  camping: ['Kayak sit-on-top', 'Gazebo plegable 3 x 3 m'],
  ironwork: ['Cerco eléctrico perimetral', 'Portón levadizo automatizado'],
  audio: ['Máquina de humo 900 W', 'Pantalla LED modular'],
  firewood: ['Parrilla de hierro desarmable', 'Salamandra a leña'],
  mushrooms: ['Trufa negra fresca 50 g', 'Canasto de mimbre para cosecha'],
  candles: ['Lámpara de sal del Himalaya', 'Sahumerio de palo santo x 10'],
  vermicompost: ['Carretilla plástica 80 L', 'Semillas de huerta sobre surtido'],
  tonerrefill: ['Impresora multifunción láser usada', 'Cable USB para impresora 3 m'],
  costumes: ['Traje de novia (alquiler)', 'Zancos de madera para comparsa'],
  cordage: ['Hamaca paraguaya de algodón', 'Tensor de acero galvanizado 1/2"'],
  icefactory: ['Freezer horizontal 300 L', 'Barril de cerveza vacío 50 L'],
  produce: ['Frutillas bandeja 500 g', 'Palta Hass cajón 10 kg'],
  flourmill: ['Amasadora de espiral 25 kg', 'Balanza de plataforma 300 kg'],
  chocolate: ['Molde de policarbonato para bombones', 'Caja de regalo con moño'],
  salt: ['Pala plástica para sal', 'Balanza colgante 50 kg'],
  orthopedics: ['Scooter eléctrico para movilidad reducida', 'Grúa de traslado para pacientes'],
  radiators: ['Compresor de aire acondicionado', 'Bomba de agua con polea'],
  regionalsweets: ['Canasta regalo con mimbre', 'Vino patero damajuana 5 L'],
  rubberstamps: ['Impresora de etiquetas térmica', 'Plastificadora A4'],
  hay: ['Comedero para rollos de caño', 'Bebedero australiano 10.000 L'],
  tea: ['Tambor de fibra para exportación', 'Secadero de bandejas usado'],
  fireworks: ['Matafuego de 5 kg ABC', 'Cartel de prohibido fumar'],
  bricks: ['Hormigonera 130 L', 'Andamio tubular (cuerpo)'],
  peanuts: ['Tostadora de maní a gas', 'Bolsas de arpillera usadas x 100'],
  bolts: ['Llave de impacto neumática 1/2"', 'Caja organizadora plástica 24 divisiones'],
  tiles: ['Prensa hidráulica para mosaicos usada', 'Molde de bronce para dibujo a pedido'],
  gnc: ['Batería 12 V 75 Ah', 'Alineación y balanceo'],
  sodaworks: ['Heladera exhibidora vertical', 'Cajón plástico para sifones'],
  luthier: ['Estuche rígido para guitarra eléctrica', 'Amplificador de 20 W usado'],
  trout: ['Caña de pesca telescópica 3 m', 'Red de aro para cosecha'],
  wells: ['Tanque de agua tricapa 1.000 L', 'Molino de viento de 8 pies'],
  brooms: ['Carro de limpieza con balde escurridor', 'Máquina lustradora industrial'],
  carpets: ['Alfombra nueva de yute 2 x 3 m', 'Aspiradora de agua y polvo'],
  rafia: ['Cosedora manual de bolsas', 'Balanza de plataforma 500 kg'],
};
