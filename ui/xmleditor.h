#pragma once

#include <QPlainTextEdit>

namespace Ei::Ui {

// A read-only plain text view with a line-number gutter (the Qt code editor example, trimmed).
// QPlainTextEdit lays out only what is shown, which is what keeps multi-megabyte TEI usable.
class XmlEditor final : public QPlainTextEdit
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(XmlEditor)

public:
    explicit XmlEditor(QWidget *parent = nullptr);
    ~XmlEditor() override;

    int gutterWidth() const;
    void paintGutter(QPaintEvent *event);

Q_SIGNALS:
    // The user clicked at `position` (a document position), as opposed to programmatic moves.
    void clickedAt(int position);

protected:
    void resizeEvent(QResizeEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    void updateGutterWidth();
    void updateGutter(const QRect &rect, int dy);

    QWidget *m_gutter = nullptr;
    int m_gutterDigits = 0;
};

} // namespace Ei::Ui
