#pragma once

#include <QLabel>

namespace Ei::Ui {

// A one-line label that ends in "…" when its text does not fit, with the whole text in its
// tooltip, instead of being cut off mid-word at the edge (a headline beside buttons).
class ElidedLabel final : public QLabel
{
    Q_OBJECT

public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    void setFullText(const QString &text);
    QString fullText() const { return m_fullText; }
    bool isElided() const { return text() != m_fullText; }

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void elide();

    QString m_fullText;
};

} // namespace Ei::Ui
