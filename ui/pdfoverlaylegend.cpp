#include "ui/pdfoverlaylegend.h"

#include <QCheckBox>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QVBoxLayout>

#include "ui/pdfview.h"

using namespace Ei::Core::Render;

namespace Ei::Ui {

namespace {
// Drawn for each device pixel ratio a screen is likely to have: one 14 px pixmap would be scaled
// up, blurred, on a HiDPI screen; QIcon picks the one at or just above the ratio asked for.
QIcon swatch(const QColor &c)
{
    constexpr int kSide = 14; // logical pixels
    QIcon icon;
    for (const qreal ratio : {1.0, 1.5, 2.0, 3.0}) {
        QPixmap pm(qRound(kSide * ratio), qRound(kSide * ratio));
        pm.fill(Qt::transparent);
        QPainter p(&pm);
        p.scale(ratio, ratio);
        QColor fill = c;
        fill.setAlpha(90);
        p.fillRect(QRectF(1, 1, kSide - 2, kSide - 2), fill);
        p.setPen(QPen(c, 1));
        p.drawRect(QRectF(1.5, 1.5, kSide - 3, kSide - 3));
        p.end();
        icon.addPixmap(pm);
    }
    return icon;
}
} // namespace

PdfOverlayLegend::PdfOverlayLegend(PdfView *view, QWidget *parent)
    : QWidget(parent)
    , m_view(view)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(6, 6, 6, 6);
    auto *title = new QLabel(tr("<b>Layers</b>"), this);
    outer->addWidget(title);
    m_layers = new QVBoxLayout;
    outer->addLayout(m_layers);
    m_check = new QLabel(this);
    m_check->setWordWrap(true);
    m_check->setObjectName(QStringLiteral("coordinatesCheck"));
    outer->addWidget(m_check);
    outer->addStretch(1);
    connect(view, &PdfView::overlayChanged, this, &PdfOverlayLegend::rebuild);
    connect(view, &PdfView::documentOpened, this, &PdfOverlayLegend::rebuild);
    rebuild();
}

PdfOverlayLegend::~PdfOverlayLegend() = default;

QString PdfOverlayLegend::checkText() const
{
    return m_check->text();
}

void PdfOverlayLegend::rebuild()
{
    if (!m_view) {
        return;
    }
    const QList<int> kinds = m_view->overlayKinds();
    if (kinds != m_shownKinds) {
        while (QLayoutItem *item = m_layers->takeAt(0)) {
            delete item->widget();
            delete item;
        }
        for (int kind : kinds) {
            auto *box = new QCheckBox(elementKindLabel(kind), this);
            box->setObjectName(QStringLiteral("layer-%1").arg(kind));
            m_layers->addWidget(box);
            connect(box, &QCheckBox::toggled, this, [this, kind](bool on) {
                if (m_view) {
                    m_view->setKindVisible(kind, on);
                }
            });
        }
        m_shownKinds = kinds;
    }
    for (int i = 0; i < m_layers->count(); ++i) {
        auto *box = qobject_cast<QCheckBox *>(m_layers->itemAt(i)->widget());
        if (!box) {
            continue;
        }
        const int kind = m_shownKinds.value(i);
        const QSignalBlocker block(box);
        box->setChecked(m_view->isKindVisible(kind));
        // Drawn once per colour, and set only when it changed: this runs for every row shown.
        const QColor color = m_view->kindColor(kind);
        if (box->property("swatchColor").value<QColor>() != color) {
            auto cached = m_swatches.constFind(color.rgba());
            if (cached == m_swatches.cend()) {
                cached = m_swatches.insert(color.rgba(), swatch(color));
            }
            box->setIcon(*cached);
            box->setProperty("swatchColor", color);
        }
    }
    const CoordinateCheck &c = m_view->coordinateCheck();
    m_check->setText(m_view->hasDocument() && c.boxes > 0 ? tr("Coordinates check: %1").arg(c.summary())
                                                          : QString());
    setVisible(!kinds.isEmpty());
}

} // namespace Ei::Ui
