#pragma once

#include <QString>

// Corpus files that several tests open, relative to the corpus root (pass them to
// Ei::Test::corpusPath). PROVENANCE.md in the corpus says where each comes from.
namespace Ei::Test::CorpusFiles {

// One paper's TEI as several GROBID versions made it, for the TEI comparison tests.
// JIT 2022: 0.7.2, 0.8.0, 0.8.2 and 0.8.3-SNAPSHOT; only 0.8.2 has the right title.
inline QString jitTei(const QString &grobidVersion)
{
    return QStringLiteral("pairs/jit2022_wagner/WagnerLukyanenkoParEtAl2022.grobid-%1.tei.xml")
        .arg(grobidVersion);
}
// J. Neural Eng. 2016: 0.6.1, 0.6.2-SNAPSHOT, and 0.8.1.coords (with coordinates: JnerTei).
inline QString jnerTei(const QString &grobidVersion)
{
    return QStringLiteral("pairs/jner2016_demarchis/0046d83a-edd6-4631-b57c-755cdcce8b7f.grobid-%1.tei.xml")
        .arg(grobidVersion);
}

// J. Neural Eng. 2016: 9 pages, and its GROBID 0.8.1 TEI with coordinates.
inline const QString JnerPdf =
    QStringLiteral("pairs/jner2016_demarchis/0046d83a-edd6-4631-b57c-755cdcce8b7f.pdf");
inline const QString JnerTei = jnerTei(QStringLiteral("0.8.1.coords"));
// HAL 2024: 7 pages, an A4 one then Letter ones, and its TEI.
inline const QString HalPdf =
    QStringLiteral("pairs/hal2024_open_science_monitor/how_to_build_open_science_monitor.pdf");
inline const QString HalTei =
    QStringLiteral("pairs/hal2024_open_science_monitor/how_to_build_open_science_monitor.pdf.tei.xml");
// MPRA rural development: 28 pages.
inline const QString MpraPdf =
    QStringLiteral("pairs/mpra_rural_development/f2235cd28c171f9f3b6a8bcebe246159c464980c.pdf");

} // namespace Ei::Test::CorpusFiles
