#pragma once

#include <QString>

// Corpus files that several tests open, relative to the corpus root (pass them to
// Ei::Test::corpusPath). PROVENANCE.md in the corpus says where each comes from.
namespace Ei::Test::CorpusFiles {

// J. Neural Eng. 2016: 9 pages, and its GROBID 0.8.1 TEI with coordinates.
inline const QString JnerPdf =
    QStringLiteral("pairs/jner2016_demarchis/0046d83a-edd6-4631-b57c-755cdcce8b7f.pdf");
inline const QString JnerTei = QStringLiteral(
    "pairs/jner2016_demarchis/0046d83a-edd6-4631-b57c-755cdcce8b7f.grobid-0.8.1.coords.tei.xml");
// HAL 2024: 7 pages, an A4 one then Letter ones, and its TEI.
inline const QString HalPdf =
    QStringLiteral("pairs/hal2024_open_science_monitor/how_to_build_open_science_monitor.pdf");
inline const QString HalTei =
    QStringLiteral("pairs/hal2024_open_science_monitor/how_to_build_open_science_monitor.pdf.tei.xml");
// MPRA rural development: 28 pages.
inline const QString MpraPdf =
    QStringLiteral("pairs/mpra_rural_development/f2235cd28c171f9f3b6a8bcebe246159c464980c.pdf");

} // namespace Ei::Test::CorpusFiles
