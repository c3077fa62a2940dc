#pragma once

#include <QHash>
#include <QIcon>
#include <QPointer>
#include <QWidget>

class QLabel;
class QVBoxLayout;

namespace Ei::Ui {

class PdfView;

// The legend of a PdfView's overlay: one check box per element kind present, with its colour,
// toggling that layer; below it the coordinates check of the current boxes.
class PdfOverlayLegend final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PdfOverlayLegend)

public:
    explicit PdfOverlayLegend(PdfView *view, QWidget *parent = nullptr);
    ~PdfOverlayLegend() override;

    // The text of the coordinates check shown under the layers.
    QString checkText() const;

private:
    void rebuild();

    QPointer<PdfView> m_view;
    QVBoxLayout *m_layers = nullptr;
    QLabel *m_check = nullptr;
    QList<int> m_shownKinds;
    QHash<QRgb, QIcon> m_swatches; // by colour: drawn at four pixel ratios, so drawn once
};

} // namespace Ei::Ui
