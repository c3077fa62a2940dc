#include "teipdflink.h"

#include <QPointer>
#include <QStatusBar>

#include <models/rowpresenter.h>
#include <models/tablesession.h>
#include <ui/pdfview.h>
#include <ui/teitab.h>
#include <ui/teiview.h>

namespace Ei::Ui {

using Models::RowPresenter;

TeiPdfLink::TeiPdfLink(const WindowParts &parts, Models::TableSession *table, PdfView *view, QObject *parent)
    : QObject(parent)
    , m_parts(parts)
    , m_view(view)
{
    connect(table, &Models::TableSession::rowLoaded, this, [this](const Models::CurrentRow &current) {
        if (current.decoded.grobid.hasTei) {
            present(current.decoded.grobid.tei, current.tei, current.teiProblem);
        } else {
            clear(RowPresenter::noTeiText(current.decoded, current.status));
        }
    });
    connect(parts.tei->view(), &TeiView::elementActivated, this, [this](qint64 offset) {
        if (const qsizetype index = m_tei.elementAt(offset); index >= 0) {
            m_view->scrollToElement(QString::number(index));
        }
    });
    connect(view, &PdfView::elementClicked, this, [this](const QString &id) {
        bool ok = false;
        const qsizetype index = id.toLongLong(&ok);
        if (ok && index >= 0 && index < m_tei.elements.size()) {
            const Core::TeiSourceRange &src = m_tei.elements.at(index).source;
            m_parts.tei->revealSource(src.begin, src.end);
        }
    });
    // The view may outlive the link (a session closed before its window).
    view->setTooltipProvider([link = QPointer(this)](const QString &id) {
        return link ? RowPresenter::elementTooltip(link->m_tei, id.toLongLong()) : QString();
    });
}

TeiPdfLink::~TeiPdfLink() = default;

void TeiPdfLink::show(const QByteArray &xml)
{
    auto parsed = Core::parseTei(xml);
    present(xml, parsed ? *parsed : Core::TeiDocument{}, parsed ? QString() : parsed.error().message);
}

void TeiPdfLink::present(const QByteArray &xml, const Core::TeiDocument &document, const QString &problem)
{
    m_tei = document;
    m_parts.tei->showTei(xml, RowPresenter::outline(m_tei));
    const Models::TeiOverlay overlay = RowPresenter::overlay(m_tei);
    m_view->setOverlayBoxes(overlay.boxes, overlay.pageSizes);
    if (!problem.isEmpty()) {
        m_parts.statusBar->showMessage(tr("The TEI could not be parsed: %1").arg(problem), 10000);
    }
}

void TeiPdfLink::clear(const QString &placeholder)
{
    m_tei = {};
    m_parts.tei->showPlaceholder(placeholder);
    m_view->setOverlayBoxes({});
}

} // namespace Ei::Ui
